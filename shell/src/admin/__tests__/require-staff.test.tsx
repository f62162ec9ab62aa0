import { screen } from '@testing-library/react';
import { authMessages } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { RequireStaff } from '../require-staff';

const me = (role: 'staff' | 'member') => ({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role });

const server = mockApi();

const renderGuarded = () =>
  renderWithStore(
    <RequireStaff>
      <h1>Admin content</h1>
    </RequireStaff>,
    { route: '/dashboard', path: '/dashboard', routes: [{ path: '/login', element: <h1>Login page</h1> }] },
  );

describe('the admin guard', () => {
  it('sends a visitor without a token to /login', async () => {
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('tells a signed-in member that the account has no staff access', async () => {
    localStorage.setItem('token', 'member-token');
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json(me('member'))));
    renderGuarded();
    expect(await screen.findByText(authMessages.noStaffAccess)).toBeInTheDocument();
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('lets staff in', async () => {
    localStorage.setItem('token', 'staff-token');
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json(me('staff'))));
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Admin content' })).toBeInTheDocument();
  });

  it('signs out and goes to /login when the API rejects the token', async () => {
    localStorage.setItem('token', 'expired-token');
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const { store } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.notice).toBe(authMessages.sessionExpired);
  });
});
