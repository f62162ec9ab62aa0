import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
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
    expect(store.getState().auth.token).toBeNull();
  });
});
