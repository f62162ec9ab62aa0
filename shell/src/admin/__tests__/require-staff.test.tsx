import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@agency/shared/contract';
import { useAppSelector } from '@agency/shared/api';
import { useGetUsersQuery } from '@agency/shared/staff-api';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { RequireStaff } from '../require-staff';

const me = (role: 'staff' | 'member') => ({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role });

const server = mockApi();

/** The login page shows the notice the session left for it. */
function LoginProbe() {
  const notice = useAppSelector((state) => state.auth.notice);
  return (
    <>
      <h1>Login page</h1>
      {notice ? <p role="status">{notice}</p> : null}
    </>
  );
}

/** An admin page whose own call (not /auth/me) is the one the API rejects. */
function UsersProbe() {
  const { data } = useGetUsersQuery();
  return <h1>Users: {data?.length ?? 'loading'}</h1>;
}

const renderGuarded = (page = <h1>Admin content</h1>) =>
  renderWithStore(<RequireStaff>{page}</RequireStaff>, {
    route: '/dashboard',
    path: '/dashboard',
    routes: [{ path: '/login', element: <LoginProbe /> }],
  });

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

  it('sends a staff account the owners require a second factor of to Settings, and nowhere else', async () => {
    localStorage.setItem('token', 'staff-token');
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json({ ...me('staff'), secondFactorSetupRequired: true })));
    const { router } = renderWithStore(<RequireStaff>{<h1>Admin content</h1>}</RequireStaff>, {
      route: '/dashboard',
      path: '/dashboard',
      routes: [{ path: '/settings', element: <RequireStaff>{<h1>Settings page</h1>}</RequireStaff> }],
    });
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('signs out and goes to /login when the API rejects the token', async () => {
    localStorage.setItem('token', 'expired-token');
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const { store } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.notice).toBe(authMessages.sessionExpired);
  });

  it('ends at /login with the notice when any other call of an admin page gets a 401', async () => {
    localStorage.setItem('token', 'revoked-token');
    server.use(
      http.get(apiUrl('auth/me'), () => HttpResponse.json(me('staff'))),
      http.get(apiUrl('users'), () => HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 })),
    );
    const { router } = renderGuarded(<UsersProbe />);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.sessionExpired);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a member who logs out from the no-staff-access page home', async () => {
    localStorage.setItem('token', 'member-token');
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json(me('member'))));
    const { router } = renderWithStore(
      <RequireStaff>
        <h1>Admin content</h1>
      </RequireStaff>,
      {
        route: '/dashboard',
        path: '/dashboard',
        routes: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/login', element: <LoginProbe /> },
        ],
      },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
