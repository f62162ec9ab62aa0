import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { RequireStaff } from '../require-staff';
import { UserMenu } from '../user-menu';

mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role: 'staff' }),
  ),
);

describe('user menu', () => {
  it('offers Profile, Settings and Logout; logout removes the token and goes home', async () => {
    localStorage.setItem('token', 'staff-token');
    const user = userEvent.setup();
    const { store } = renderWithStore(<UserMenu />, {
      route: '/dashboard',
      path: '/dashboard',
      routes: [{ path: '/', element: <h1>Home page</h1> }],
    });

    await user.click(await screen.findByRole('button', { name: /Dana/ }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.csrfToken).toBeNull();
  });

  it('logout from inside the guarded admin lands on / (not on /login with a notice)', async () => {
    localStorage.setItem('token', 'staff-token');
    const user = userEvent.setup();
    const { store, router } = renderWithStore(
      <RequireStaff>
        <UserMenu />
      </RequireStaff>,
      {
        route: '/dashboard',
        path: '/dashboard',
        routes: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: /Dana/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth.notice).toBeNull();
  });
});
