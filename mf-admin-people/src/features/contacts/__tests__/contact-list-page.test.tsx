import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadErrors, type Contact } from '@agency/shared/contract';
import { resourceMessages, trashMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import ContactListPage from '../contact-list-page';
import { fail, fakeCollection } from '../../../test-support/fake-collection';
import { columnHeaders, confirmDelete, renderPage, tableRows } from '../../../test-support/screens';

const contact = (n: number, overrides: Partial<Contact> = {}): Contact => ({
  _id: `c${n}`,
  firstName: `Sender${n}`,
  lastName: 'Lee',
  email: `sender${n}@example.com`,
  phone: `0712345678${n % 10}`,
  subject: 'Seo Audit',
  message: `<b>Please</b> call me ${n}`,
  source: 'contact',
  sourceDetail: '',
  createdAt: `2025-03-0${(n % 9) + 1}T10:30:00.000Z`,
  ...overrides,
});

const CONTACTS = [
  contact(1),
  contact(2, { lastName: '', source: 'quote-service', sourceDetail: 'Local SEO', subject: '', readAt: '2025-03-05T10:00:00.000Z' }),
  contact(3, { source: 'faq', message: '<b>Please</b> call me 3 about the bakery' }),
  contact(4, { lastName: '', source: 'quote-home' }),
];

const contacts = fakeCollection('contact', CONTACTS, { listReply: (items) => ({ data: items }) });
const server = mockApi(...contacts.handlers);
beforeEach(() => contacts.reset());

const renderContacts = () => renderPage(ContactListPage, '/contact-list');

describe('Our Contacts (/contact-list)', () => {
  it('lists No., Name, Phone, Email, Message without tags, Date with the form each came from, and the read state', async () => {
    renderContacts();
    expect(await screen.findByRole('heading', { name: 'Our Contacts' })).toBeInTheDocument();
    await screen.findByText('Sender1 Lee');
    expect(columnHeaders()).toEqual(['No.', 'Name', 'Phone', 'Email', 'Message', 'Date', 'Status', 'Actions']);
    const [first, second, third, fourth] = tableRows();
    expect(first.slice(0, 5)).toEqual(['1', 'Sender1 LeeNew', '07123456781', 'sender1@example.com', 'Seo AuditPlease call me 1']);
    expect(first[5]).toMatch(/Contact form$/);
    expect(second.slice(1, 2)).toEqual(['Sender2']);
    expect(second[5]).toMatch(/Service quote: Local SEO$/);
    expect(third[5]).toMatch(/FAQ question$/);
    expect(fourth[5]).toMatch(/Home quote$/);
    expect(screen.getByRole('link', { name: 'Sender1 Lee' })).toHaveAttribute('href', '/contact-list/c1');
    const date = within(screen.getAllByRole('row')[1]).getByText(/2025/);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-03-02T10:30:00.000Z');
  });

  it.each([
    ['the sender’s name', 'sender3'],
    ['the e-mail address', 'sender4@example'],
    ['the message text', 'bakery'],
  ])('searches the messages by %s (issue 21)', async (_what, q) => {
    const user = userEvent.setup();
    const { router } = renderContacts();
    await screen.findByText('Sender1 Lee');
    await user.type(screen.getByRole('searchbox', { name: /^Search / }), `${q}{Enter}`);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
  });

  it('has no add or edit: only a delete per row', async () => {
    renderContacts();
    await screen.findByText('Sender1 Lee');
    expect(screen.queryByRole('link', { name: /add|edit/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete message from Sender1 Lee' })).toBeInTheDocument();
  });

  it('refuses a reply that is not { data: [...] } with "Data is not an array"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('contact'), () => HttpResponse.json([contact(1)])));
    renderContacts();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.contactsShape);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows "Failed to fetch contacts" when the call fails', async () => {
    server.use(fail('get', 'contact'));
    renderContacts();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.contacts);
  });

  it('deletes a message after confirmation, and reports a failed delete', async () => {
    const user = userEvent.setup();
    renderContacts();
    await screen.findByText('Sender2');
    await confirmDelete(user, 'message from Sender2');
    await waitFor(() => expect(screen.queryByText('Sender2')).not.toBeInTheDocument());
    expect(contacts.lastWrite()).toMatchObject({ method: 'DELETE', id: 'c2' });

    server.use(fail('delete', 'contact/:id'));
    await confirmDelete(user, 'message from Sender1 Lee');
    expect(await screen.findByRole('alert')).toHaveTextContent(resourceMessages.contact.deleteFailed);
    expect(screen.getByText('Sender1 Lee')).toBeInTheDocument();
  });

  it('moves a deleted message to the trash, and Undo puts it back', async () => {
    const restored: string[] = [];
    server.use(
      http.post(apiUrl('trash/:id/restore'), ({ params }) => {
        restored.push(String(params.id));
        // The message is back in the inbox, as it was.
        contacts.reset();
        return HttpResponse.json({ resource: 'contact', entry: CONTACTS[1], slugChanged: false });
      }),
    );
    const user = userEvent.setup();
    renderContacts();
    await screen.findByText('Sender2');
    await confirmDelete(user, 'message from Sender2');
    expect(await screen.findByText(trashMessages.movedToTrash('message from Sender2'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: trashMessages.viewTrash })).toHaveAttribute('href', '/trash');
    await user.click(screen.getByRole('button', { name: trashMessages.undo }));
    await waitFor(() => expect(restored).toEqual(['c2']));
    expect(await screen.findByText('Sender2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
  });

  it('cuts a long message to its first lines until staff ask for all of it', async () => {
    const long = `${'We sell handmade furniture across the UK and want more organic traffic. '.repeat(4)}Can you call me?`;
    server.use(http.get(apiUrl('contact'), () => HttpResponse.json({ data: [contact(1, { message: long })] })));
    const user = userEvent.setup();
    renderContacts();
    const more = await screen.findByRole('button', { name: 'Show all' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(long.trim())).toHaveClass('admin-table__clamp');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(long.trim())).not.toHaveClass('admin-table__clamp');
  });
});
