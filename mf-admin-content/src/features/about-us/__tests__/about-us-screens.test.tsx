import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadPicture } from '@agency/shared/testing';
import { type AboutUs } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { pages } from '../about-us-pages';
import { filesOf, imageFile, renderAdd, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const about = (n: number): AboutUs => ({
  _id: `a${n}`,
  title: `Who we are ${n}`,
  description: `<h2>Story</h2><p>Since 20${n}0</p>`,
  mission: 'Grow traffic',
  vision: 'Lead the market',
  values: 'Honesty',
  image: `about-${n}.webp`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Our story');
  await user.type(screen.getByRole('textbox', { name: 'Mission' }), 'Help clients grow');
  await user.type(screen.getByRole('textbox', { name: 'Vision' }), 'Every search, first page');
  await user.type(screen.getByRole('textbox', { name: 'Values' }), 'Candour');
  await uploadPicture(user, screen.getByLabelText(/^Image/), imageFile('team.png'));
};

const { area } = walkResourceScreens({
  key: 'about',
  path: 'aboutus',
  pages,
  items: [about(1), about(2)],
  rowName: (item) => item.title,
  columns: ['No.', 'Image', 'Title', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', '', 'Who we are 1', 'Story Since 2010'],
  fillCreate: fill,
  createButton: 'Publish',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({
      title: 'Our story',
      description: '',
      mission: 'Help clients grow',
      vision: 'Every search, first page',
      values: 'Candour',
      imageAlt: 'Picture team.png',
      // Published at once unless staff choose otherwise (issue 19).
      state: 'published',
      publishAt: '',
    });
    expect(filesOf(body, 'image')).toEqual(['team.png']);
  },
  editField: { label: /^Title/, stored: 'Who we are 1', typed: 'About Northstar' },
  expectUpdated: ({ body }) =>
    expect(textFields(body)).toMatchObject({
      title: 'About Northstar',
      mission: 'Grow traffic',
      vision: 'Lead the market',
      values: 'Honesty',
    }),
});

describe('about us add screen', () => {
  afterEach(() => jest.useRealTimers());

  it('previews the image at 100 by 100; after the create the editor opens the new entry’s edit address, carrying the create message', async () => {
    const user = userEvent.setup();
    const { router } = renderAdd(pages.Add, area);
    await fill(user);
    expect(screen.getByRole('img', { name: 'Preview of team.png' })).toHaveStyle({ width: '100px', height: '100px' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${area.edit}/new-1`));
    expect(router.state.location.state).toEqual({ saved: resourceMessages.about.created });
  });
});
