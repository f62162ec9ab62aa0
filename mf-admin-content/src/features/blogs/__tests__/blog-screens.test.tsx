import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blog } from '@agency/shared/contract';
import { pages } from '../blog-pages';
import { filesOf, imageFile, renderAdd, renderList, textFields } from '../../../test-support/admin-screens';
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

const { api, area } = walkResourceScreens({
  key: 'blog',
  path: 'blog',
  pages,
  items: [blog(1), blog(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Image', 'Heading', 'Description', 'Actions'],
  firstRow: ['1', '', 'Post 1', 'Body of post 1'],
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Fresh post');
    await user.upload(screen.getByLabelText(/^Image/), imageFile('cover.png'));
  },
  createButton: 'Publish',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({ heading: 'Fresh post', description: '' });
    expect(filesOf(body, 'image')).toEqual(['cover.png']);
  },
  editField: { label: /^Heading/, stored: 'Post 1', typed: 'Renamed post' },
  expectUpdated: ({ body }) => {
    expect(textFields(body).heading).toBe('Renamed post');
    // Untouched rich text goes back exactly as it was stored.
    expect(textFields(body).description).toBe(blog(1).description);
    expect(filesOf(body, 'image')).toEqual([]);
  },
});

describe('blog add screen', () => {
  it('shows the thumbnail of the stored image in the list', async () => {
    renderList(pages.List, area);
    expect(await screen.findByRole('img', { name: 'Post 1' })).toHaveAttribute('src', 'http://localhost/api/blogimg/post-1.webp');
  });

  it('previews the picked image and refuses a form without heading and image (product §5)', async () => {
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Heading is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    await user.upload(screen.getByLabelText(/^Image/), imageFile('cover.png'));
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveStyle({ width: '50px', height: '50px' });
  });

  it('offers the media editor: video, audio and clean', () => {
    renderAdd(pages.Add, area);
    for (const name of ['Insert video', 'Insert audio', 'Clean formatting']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
