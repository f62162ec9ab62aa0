import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, apiMessages, loadErrors, type User } from '@agency/shared/contract';
import { resourceMessages, roleMessages } from '@agency/shared/contract/messages';
import { permissionsOf, type StaffRole } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import UserListPage from '../user-list-page';
import { fail, fakeCollection } from '../../../test-support/fake-collection';
import { columnHeaders, confirmDelete, renderPage, tableRows } from '../../../test-support/screens';

const account = (
  id: string,
  username: string,
  role: User['role'],
  staffRole: StaffRole | null = role === 'staff' ? 'owner' : null,
): User => ({
  _id: id,
  username,
  email: `${username.toLowerCase()}@example.com`,
  phone: '0123456789',
  role,
  staffRole,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const ME = account('u1', 'Dana', 'staff');
const users = fakeCollection('users', [ME, account('u2', 'Eli', 'member'), account('u3', 'Fay', 'staff', 'editor')]);
const meAs = (staffRole: StaffRole) =>
  HttpResponse.json({
    _id: ME._id,
    username: ME.username,
    email: ME.email,
    phone: ME.phone,
    role: 'staff',
    staffRole,
    permissions: permissionsOf(staffRole),
  });
const roleChanges: Array<{ id: string; body: unknown }> = [];
const server = mockApi(
  ...users.handlers,
  http.get(apiUrl('auth/me'), () => meAs('owner')),
  http.put(apiUrl('users/:id/role'), async ({ params, request }) => {
    const body = (await request.json()) as { role: string };
    roleChanges.push({ id: String(params.id), body });
    const staffRole = body.role === 'member' ? null : (body.role as StaffRole);
    return HttpResponse.json({ ...account(String(params.id), 'Eli', staffRole ? 'staff' : 'member', staffRole) });
  }),
);
beforeEach(() => {
  users.reset();
  roleChanges.length = 0;
  localStorage.setItem('token', 'staff-token');
});

const renderUsers = () => renderPage(UserListPage, '/all-users');
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Users (/all-users)', () => {
  it('lists username, email, phone and role; passwords are stored hashed and never shown', async () => {
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register staff' })).toHaveAttribute('href', '/register');
    await screen.findByText('Eli');
    expect(columnHeaders()).toEqual(['No.', 'Username', 'Email', 'Phone', 'Role', 'Password', 'Actions']);
    expect(tableRows()[1]).toEqual([
      '2',
      'Eli',
      'eli@example.com',
      '0123456789',
      'OwnerEditorAuthorSEO specialistViewerMember',
      accountMessages.passwordStoredSecurely,
      '',
    ]);
    expect(screen.getAllByText(accountMessages.passwordStoredSecurely)).toHaveLength(3);
  });

  it('shows the load error when the list fails', async () => {
    server.use(fail('get', 'users'));
    renderUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.data);
  });

  it('offers neither delete nor a role change on the signed-in account', async () => {
    renderUsers();
    await screen.findByText('(you)');
    const mine = rowOf('Dana');
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Eli')).getByRole('button', { name: 'Delete Eli' })).toBeInTheDocument();
  });

  it('gives a member a staff role and an editor another, with the success message', async () => {
    const user = userEvent.setup();
    renderUsers();
    const eli = await screen.findByRole('combobox', { name: roleMessages.changeRole('Eli') });
    expect(eli).toHaveValue('member');
    expect(screen.getByRole('combobox', { name: roleMessages.changeRole('Fay') })).toHaveValue('editor');
    await user.selectOptions(eli, 'author');
    expect(await screen.findByText(resourceMessages.user.updated)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: roleMessages.changeRole('Fay') }), 'seo');
    await waitFor(() => expect(roleChanges).toHaveLength(2));
    expect(roleChanges).toEqual([
      { id: 'u2', body: { role: 'author' } },
      { id: 'u3', body: { role: 'seo' } },
    ]);
  });

  it('shows why the API refused a role change', async () => {
    server.use(http.put(apiUrl('users/:id/role'), () => HttpResponse.json({ message: roleMessages.lastOwner }, { status: 409 })));
    const user = userEvent.setup();
    renderUsers();
    await user.selectOptions(await screen.findByRole('combobox', { name: roleMessages.changeRole('Fay') }), 'member');
    expect(await screen.findByRole('alert')).toHaveTextContent(roleMessages.lastOwner);
  });

  it('tells a role other than owner that only owners manage accounts, and lists none', async () => {
    server.use(http.get(apiUrl('auth/me'), () => meAs('editor')));
    renderUsers();
    expect(await screen.findByText(roleMessages.notAllowed['users.manage'])).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register staff' })).not.toBeInTheDocument();
  });

  it('deletes another account after confirmation', async () => {
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText('Eli');
    await confirmDelete(user, 'Eli');
    await waitFor(() => expect(screen.queryByText('Eli')).not.toBeInTheDocument());
    expect(users.lastWrite()).toMatchObject({ method: 'DELETE', id: 'u2' });
  });

  it('shows the server’s message when it refuses a delete, and keeps the row', async () => {
    server.use(fail('delete', 'users/:id', 409, { message: apiMessages.lastStaff }));
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText('Fay');
    await confirmDelete(user, 'Fay');
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.lastStaff);
    expect(screen.getByText('Fay')).toBeInTheDocument();
  });

  it('falls back to the catalogue’s delete failure when the server gives no reason', async () => {
    server.use(fail('delete', 'users/:id', 500));
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText('Eli');
    await confirmDelete(user, 'Eli');
    expect(await screen.findByRole('alert')).toHaveTextContent(resourceMessages.user.deleteFailed);
  });
});
