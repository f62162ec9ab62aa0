import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceMessages, type Service } from '@agency/shared/contract';
import { pages } from '../service-pages';
import { failing, filesOf, imageFile, renderAdd, renderEdit, renderList, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const service = (n: number): Service => ({
  _id: `s${n}`,
  slug: `service-${n}`,
  title: `Service ${n}`,
  description: `<p>We do ${n}</p>`,
  image: `service-${n}.webp`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Google Ads');
  await user.upload(screen.getByLabelText(/^Image/), imageFile('ads.png'));
};

const { server, area } = walkResourceScreens({
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
  key: 'service',
  path: 'services',
  pages,
  items: [service(1), service(2)],
  rowName: (item) => item.title,
  columns: ['No.', 'Image', 'Title', 'Description', 'Actions'],
  firstRow: ['1', '', 'Service 1', 'We do 1'],
  fillCreate: fill,
  createButton: 'Publish',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({ title: 'Google Ads', description: '' });
    expect(filesOf(body, 'image')).toEqual(['ads.png']);
  },
  editField: { label: /^Title/, stored: 'Service 1', typed: 'Search ads' },
  expectUpdated: ({ body }) => expect(textFields(body).title).toBe('Search ads'),
});

describe('service list', () => {
  it('labels the Add New button Add Service', async () => {
    renderList(pages.List, area);
    expect(await screen.findByRole('link', { name: 'Add Service' })).toBeInTheDocument();
  });
});
