import type { SingleService } from '@agency/shared/contract';
import { pages } from '../single-service-pages';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const feature = { featureIcon: 'fa-solid fa-chart-line', featureTitle: 'Audit', featureDesc: 'A full audit' };

const service = (n: number, features = [feature]): SingleService => ({
  _id: `ss${n}`,
  slug: `service-${n}`,
  heading: `Service page ${n}`,
  description: `<p>Detail ${n}</p>`,
  images: [`img-${n}.webp`],
  features,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

walkResourceScreens({
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
  key: 'singleService',
  path: 'single-service',
  pages,
  items: [service(1), service(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Title', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', 'Service page 1', 'Detail 1'],
});
