import type { SingleBlog } from '@agency/shared/contract';
import { pages } from '../single-blog-pages';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const post = (n: number): SingleBlog => ({
  _id: `sb${n}`,
  slug: `post-${n}`,
  heading: `Post ${n}`,
  description: `<ul><li>Point ${n}</li></ul>`,
  images: [`first-${n}.webp`, `second-${n}.webp`],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

walkResourceScreens({
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
  key: 'singleBlog',
  path: 'single-blog',
  pages,
  items: [post(1), post(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Title', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', 'Post 1', 'Point 1'],
});
