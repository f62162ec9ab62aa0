import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_REDIRECT_DELAY_MS, authMessages, validationMessages as v } from '@agency/shared/contract';
import { TOKEN_KEY } from '@agency/shared/api';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import LoginPage from '../login-page';

const server = mockApi(http.post(apiUrl('login'), () => HttpResponse.json({ token: 'signed-token' })));

const renderLogin = (options: Parameters<typeof renderWithStore>[1] = {}) =>
  renderWithStore(<LoginPage />, { route: '/login', path: '/login', routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }], ...options });

const logIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('login', () => {
  it('asks for the email and password', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(v.required('Email'))).toBeInTheDocument();
    expect(screen.getByText(v.required('Password'))).toBeInTheDocument();
  });

  it('links to sign-up and to forgot password', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('stores the token, says Login successful! and opens the dashboard after 1.5 s', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { router, store } = renderLogin();
      await logIn(user);
      expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
      expect(store.getState().auth.token).toBe('signed-token');
      expect(localStorage.getItem(TOKEN_KEY)).toBe('signed-token');
      act(() => jest.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
      expect(router.state.location.pathname).toBe('/login');
      act(() => jest.advanceTimersByTime(1));
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it("shows the server's message when the login is refused", async () => {
    server.use(http.post(apiUrl('login'), () => HttpResponse.json({ msg: authMessages.invalidCredentials }, { status: 401 })));
    const user = userEvent.setup();
    const { store } = renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.invalidCredentials);
    expect(store.getState().auth.token).toBeNull();
  });

  it('shows Login failed when the server gives no reason', async () => {
    server.use(http.post(apiUrl('login'), () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.loginFailed);
  });

  it('shows the generic error when no reply comes at all', async () => {
    server.use(http.post(apiUrl('login'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.genericError);
  });

  it('shows a notice such as the end of a session once', () => {
    const { store } = renderLogin({ preloadedState: { auth: { token: null, notice: authMessages.sessionExpired } } });
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.sessionExpired);
    expect(store.getState().auth.notice).toBeNull();
  });
});
