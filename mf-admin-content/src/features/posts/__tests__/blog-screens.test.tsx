import { screen } from '@testing-library/react';
import type { Blog } from '@agency/shared/contract';
import { pages } from '../blog-pages';
import { renderList } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const blog = (n: number): Blog => ({
  _id: `b${n}`,
  slug: `post-${n}`,
  heading: `Post ${n}`,
  description: `<p>Body&nbsp;of <strong>post</strong> ${n}</p>`,
  image: `post-${n}.webp`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { area } = walkResourceScreens({
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
  key: 'blog',
  path: 'blog',
  pages,
  items: [blog(1), blog(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Image', 'Heading', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', '', 'Post 1', 'Body of post 1'],
});

describe('blog list', () => {
  it('shows the thumbnail of the stored image in the list', async () => {
    renderList(pages.List, area);
    expect(await screen.findByRole('img', { name: 'Post 1' })).toHaveAttribute('src', 'http://localhost/api/blogimg/post-1.webp');
  });
});
