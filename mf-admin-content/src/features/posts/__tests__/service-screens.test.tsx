import { screen } from '@testing-library/react';
import type { Service } from '@agency/shared/contract';
import { pages } from '../service-pages';
import { renderList } from '../../../test-support/admin-screens';
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

const { area } = walkResourceScreens({
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
  key: 'service',
  path: 'services',
  pages,
  items: [service(1), service(2)],
  rowName: (item) => item.title,
  columns: ['No.', 'Image', 'Title', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', '', 'Service 1', 'We do 1'],
});

describe('service list', () => {
  it('labels the Add New button Add Service', async () => {
    renderList(pages.List, area);
    expect(await screen.findByRole('link', { name: 'Add Service' })).toBeInTheDocument();
  });
});
