import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_LONG_MS, type SingleBlog } from '@agency/shared/contract';
import { pages } from '../single-blog-pages';
import { filesOf, imageFile, renderAdd, renderEdit, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';
import { singleBlogResource } from '../single-blog-resource';

const post = (n: number): SingleBlog => ({
  _id: `sb${n}`,
  slug: `post-${n}`,
  heading: `Post ${n}`,
  description: `<ul><li>Point ${n}</li></ul>`,
  images: [`first-${n}.webp`, `second-${n}.webp`],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { api, area } = walkResourceScreens({
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
  key: 'singleBlog',
  path: 'single-blog',
  pages,
  items: [post(1), post(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Title', 'Description', 'Actions'],
  firstRow: ['1', 'Post 1', 'Point 1'],
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Long read');
    await user.upload(screen.getByLabelText(/^Images/), [imageFile('a.png'), imageFile('b.png')]);
  },
  createButton: 'Submit',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({ heading: 'Long read', description: '' });
    expect(filesOf(body, 'images')).toEqual(['a.png', 'b.png']);
  },
  editField: { label: /^Heading/, stored: 'Post 1', typed: 'Post one' },
  expectUpdated: ({ body }) => expect(textFields(body)).toMatchObject({ heading: 'Post one', removedImages: '[]' }),
});

