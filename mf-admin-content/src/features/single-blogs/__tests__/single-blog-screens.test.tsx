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

describe('single blog images', () => {
  it('needs at least one image on create, previews 70 by 70 and removes a picked one', async () => {
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Long read');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose at least one image')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Images/), [imageFile('a.png'), imageFile('b.png')]);
    expect(screen.getByRole('img', { name: 'Preview of b.png' })).toHaveStyle({ width: '70px' });
    await user.click(screen.getByRole('button', { name: 'Remove image a.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of a.png' })).not.toBeInTheDocument();
  });

  it('sends new images and the removed stored ones as removedImages on edit', async () => {
    const user = userEvent.setup();
    renderEdit(pages.Edit, area, 'sb1');
    expect(await screen.findByRole('img', { name: 'Preview of first-1.webp' })).toHaveAttribute('src', 'http://localhost/api/singleblogimg/first-1.webp');
    await user.click(screen.getByRole('button', { name: 'Remove image first-1.webp' }));
    await user.upload(screen.getByLabelText(/^Images/), imageFile('new.png'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('button', { name: 'Update' });
    expect(await screen.findByText('Single Blog updated successfully!')).toBeInTheDocument();
    expect(JSON.parse(textFields(api.last().body).removedImages)).toEqual(['first-1.webp']);
    expect(filesOf(api.last().body, 'images')).toEqual(['new.png']);
  });

  it('keeps edit messages for 5 s and offers the media toolbar', () => {
    expect(singleBlogResource.durations?.update).toBe(MESSAGE_LONG_MS);
    renderAdd(pages.Add, area);
    expect(screen.getByRole('button', { name: 'Insert audio' })).toBeInTheDocument();
  });
});
