import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, loadErrors, validationMessages, type Testimonial } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { mockApi, uploadPicture } from '@agency/shared/testing';
import { declaredPages } from '@agency/shared/admin';
import { fail, fakeCollection, fileNamesOf, textFieldsOf } from '../../../test-support/fake-collection';
import { expectEditFailures } from '../../../test-support/edit-failures';
import { columnHeaders, confirmDelete, pngFile, renderPage, tableRows } from '../../../test-support/screens';

// Testimonials have no screens of their own: the ones their declaration describes.
const pages = declaredPages('testimonial');
const area = adminArea('testimonial');
const messages = resourceMessages.testimonial;

const quote = (n: number): Testimonial => ({
  _id: `q${n}`,
  title: `Client ${n}`,
  role: `Director ${n}`,
  description: `<p>They&nbsp;doubled our <strong>leads</strong> ${n}</p>`,
  image: `client-${n}.webp`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const testimonials = fakeCollection('testimonial', [quote(1), quote(2)]);
const server = mockApi(...testimonials.handlers);
beforeEach(() => testimonials.reset());

const renderList = () => renderPage(pages.List, area.list);
const renderAdd = () => renderPage(pages.Add, area.add!);
const renderEdit = (id: string) => renderPage(pages.Edit, `${area.edit}/${id}`, `${area.edit}/:id`);
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field(/^Title/), 'Grace Liu');
  await user.type(field(/^Role/), 'Owner, Liu Bakery');
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  // draft-js reads pasted text from the clipboard event; typed keys need a real browser.
  await user.paste('Bookings up by half.');
  await uploadPicture(user, screen.getByLabelText(/^Image/), pngFile('grace.png'));
};

describe('testimonial list (/testimonial-list)', () => {
  it('shows No., Image, Title and the plain-text description', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'All Testimonials' })).toBeInTheDocument();
    await screen.findByText('Client 1');
    expect(columnHeaders()).toEqual(['No.', 'Image', 'Title', 'Description', 'Added', 'Actions']);
    expect(tableRows()[0]).toEqual(['1', '', 'Client 1', 'They doubled our leads 1', 'Jan 1, 2025 12:00 AM', '']);
    expect(screen.getByRole('img', { name: 'Client 1' })).toHaveAttribute('src', 'http://localhost/api/testimg/client-1.webp');
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/add-test');
    expect(screen.getByRole('link', { name: 'Edit Client 2' })).toHaveAttribute('href', '/edit-test/q2');
  });

  it('shows the load error of product §8', async () => {
    server.use(fail('get', 'testimonial'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.data);
  });

  it('deletes after confirmation and, unlike the original screen, shows a failed delete', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Client 1');
    await confirmDelete(user, 'Client 1');
    await waitFor(() => expect(screen.queryByText('Client 1')).not.toBeInTheDocument());
    server.use(fail('delete', 'testimonial/:id'));
    await confirmDelete(user, 'Client 2');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.deleteFailed);
    expect(screen.getByText('Client 2')).toBeInTheDocument();
  });
});

describe('add testimonial (/add-test)', () => {
  it('requires title, role, description and, on add, an image', async () => {
    const user = userEvent.setup();
    renderAdd();
    expect(screen.getByRole('link', { name: 'All Testimonials' })).toHaveAttribute('href', '/testimonial-list');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    for (const text of [
      validationMessages.required('Title'),
      validationMessages.required('Role'),
      validationMessages.required('Description'),
      validationMessages.imageRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(testimonials.writes).toHaveLength(0);
  });

  it('creates the testimonial with its rich description and image, then resets', async () => {
    const user = userEvent.setup();
    renderAdd();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(messages.created)).toBeInTheDocument();
    const sent = testimonials.lastWrite();
    expect(sent.method).toBe('POST');
    expect(textFieldsOf(sent.body)).toEqual({
      title: 'Grace Liu',
      role: 'Owner, Liu Bakery',
      description: '<p>Bookings up by half.</p>',
      imageAlt: 'Picture grace.png',
    });
    expect(fileNamesOf(sent.body, 'image')).toEqual(['grace.png']);
    expect(field(/^Title/)).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(/^$/));
  });

  it('shows the create failure of product §8', async () => {
    server.use(fail('post', 'testimonial'));
    const user = userEvent.setup();
    renderAdd();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(messages.createFailed)).toBeInTheDocument();
  });
});

describe('edit testimonial (/edit-test/:id)', () => {
  it('loads it, keeps the stored image without asking for a new one, and updates', async () => {
    const user = userEvent.setup();
    renderEdit('q1');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('They doubled our leads 1');
    await user.clear(title);
    await user.type(title, 'Client One');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updated)).toBeInTheDocument();
    const sent = testimonials.lastWrite();
    expect(sent).toMatchObject({ method: 'PUT', id: 'q1' });
    expect(textFieldsOf(sent.body)).toEqual({ title: 'Client One', role: 'Director 1', description: quote(1).description, imageAlt: '' });
    expect(fileNamesOf(sent.body, 'image')).toEqual([]);
  });

  it('shows the update failure, and the load failure of a missing testimonial', () =>
    expectEditFailures({ server, path: 'testimonial', messages, renderEdit, existingId: 'q2' }));
});
