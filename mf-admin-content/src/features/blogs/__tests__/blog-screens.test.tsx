import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, resourceMessages, type Blog } from '@agency/shared/contract';
import { mockApi } from '@agency/shared/testing';
import { pages } from '../blog-pages';
import { columnHeaders, deleteRow, failing, fakeResource, filesOf, imageFile, renderAdd, renderEdit, renderList, tableRows, textFields } from '../../../test-support/admin-screens';

const area = adminArea('blog');
const messages = resourceMessages.blog;

const blog = (n: number): Blog => ({
  _id: `b${n}`,
  slug: `post-${n}`,
  heading: `Post ${n}`,
  description: `<p>Body&nbsp;of <strong>post</strong> ${n}</p>`,
  image: `post-${n}.webp`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const api = fakeResource('blog', [blog(1), blog(2)]);
const server = mockApi(...api.handlers);

describe('blog admin', () => {
  it('lists blogs with No., image, heading, plain description and actions', async () => {
    renderList(pages.List, area);
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['No.', 'Image', 'Heading', 'Description', 'Actions']);
    expect(tableRows()[0].slice(0, 4)).toEqual(['1', '', 'Post 1', 'Body of post 1']);
    expect(screen.getByRole('img', { name: 'Post 1' })).toHaveAttribute('src', 'http://localhost/api/blogimg/post-1.webp');
    expect(screen.getByRole('link', { name: area.addLabel })).toHaveAttribute('href', area.add);
    expect(screen.getByRole('link', { name: 'Edit Post 2' })).toHaveAttribute('href', `${area.edit}/b2`);
  });

  it('shows the load error of spec §8 when the list fails', async () => {
    server.use(failing('get', 'blog'));
    renderList(pages.List, area);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loadFailed);
  });

  it('creates a blog with heading and image, then resets the form', async () => {
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    expect(screen.getByRole('link', { name: area.backLabel })).toHaveAttribute('href', area.list);
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Fresh post');
    await user.upload(screen.getByLabelText(/^Image/), imageFile('cover.png'));
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(messages.created)).toBeInTheDocument();
    expect(textFields(api.last().body)).toMatchObject({ heading: 'Fresh post', description: '' });
    expect(filesOf(api.last().body, 'image')).toEqual(['cover.png']);
    expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveValue('');
  });

  it('refuses to create without heading and image (spec §5)', async () => {
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    const before = api.sent.length;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Heading is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image')).toBeInTheDocument();
    expect(api.sent.length).toBe(before);
  });

  it('shows the create failure message', async () => {
    server.use(failing('post', 'blog'));
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Fresh post');
    await user.upload(screen.getByLabelText(/^Image/), imageFile());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(messages.createFailed)).toBeInTheDocument();
  });

  it('loads the blog for editing and updates it', async () => {
    const user = userEvent.setup();
    renderEdit(pages.Edit, area, 'b1');
    const heading = await screen.findByRole('textbox', { name: /^Heading/ });
    expect(heading).toHaveValue('Post 1');
    expect(screen.getByText(/Body of/)).toBeInTheDocument();
    await user.clear(heading);
    await user.type(heading, 'Renamed post');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updated)).toBeInTheDocument();
    expect(api.last().method).toBe('PUT');
    expect(textFields(api.last().body)).toMatchObject({ heading: 'Renamed post' });
    expect(textFields(api.last().body).description).toContain('<strong>post</strong>');
  });

  it('shows the update failure and the load failure of the edit screen', async () => {
    server.use(failing('put', 'blog/:id'));
    const user = userEvent.setup();
    const { unmount } = renderEdit(pages.Edit, area, 'b1');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
    unmount();
    server.use(failing('get', 'blog/:id', 404));
    renderEdit(pages.Edit, area, 'b9');
    expect(await screen.findByText(messages.loadOneFailed)).toBeInTheDocument();
  });

  it('deletes a blog after confirmation, and reports a failed delete', async () => {
    const user = userEvent.setup();
    renderList(pages.List, area);
    await screen.findByText('Post 2');
    await deleteRow(user, 'Post 2');
    await waitFor(() => expect(screen.queryByText('Post 2')).not.toBeInTheDocument());
    server.use(failing('delete', 'blog/:id'));
    await deleteRow(user, 'Post 1');
    expect(await screen.findByText(messages.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('Post 1')).toBeInTheDocument();
  });
});
