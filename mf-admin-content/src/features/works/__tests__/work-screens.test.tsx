import { screen } from '@testing-library/react';
import { uploadPicture } from '@agency/shared/testing';
import type { Work } from '@agency/shared/contract';
import { declaredPages } from '@agency/shared/admin';
import { filesOf, imageFile, renderList, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

// Works have no screens of their own: the ones their declaration describes pass the walk every type passes.
const pages = declaredPages('work');

const work = (n: number): Work => ({
  _id: `w${n}`,
  title: `Campaign ${n}`,
  description: `<p>Traffic up ${n}0%</p>`,
  image: `work-${n}.webp`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { area } = walkResourceScreens({
  key: 'work',
  path: 'work',
  pages,
  items: [work(1), work(2)],
  rowName: (item) => item.title,
  columns: ['No.', 'Image', 'Title', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', '', 'Campaign 1', 'Traffic up 10%'],
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Local SEO');
    await uploadPicture(user, screen.getByLabelText(/^Image/), imageFile('shot.png'));
  },
  createButton: 'Publish',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({
      title: 'Local SEO',
      description: '',
      imageAlt: 'Picture shot.png',
      state: 'published',
      publishAt: '',
    });
    expect(filesOf(body, 'image')).toEqual(['shot.png']);
  },
  editField: { label: /^Title/, stored: 'Campaign 1', typed: 'Campaign one' },
  expectUpdated: ({ body }) => expect(textFields(body)).toMatchObject({ title: 'Campaign one', description: '<p>Traffic up 10%</p>' }),
});

it('labels the Add New button of works Add Work', async () => {
  renderList(pages.List, area);
  expect(await screen.findByRole('link', { name: 'Add Work' })).toHaveAttribute('href', '/addwork');
});
