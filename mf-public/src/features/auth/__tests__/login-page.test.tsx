import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_REDIRECT_DELAY_MS, authMessages, formMessages, validationMessages as v } from '@agency/shared/contract';
import { CSRF_TOKEN_STORAGE_KEY } from '@agency/shared/api';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SOLVED_CAPTCHA } from '../../../components/captcha/__mocks__/captcha';
import LoginPage from '../login-page';

jest.mock('../../../components/captcha/captcha');

const sent: Array<{ body: Record<string, unknown>; session: string | null }> = [];
const server = mockApi(
  http.post(apiUrl('login'), async ({ request }) => {
    sent.push({ body: (await request.json()) as Record<string, unknown>, session: request.headers.get('x-session') });
    return HttpResponse.json({ csrfToken: 'session-csrf-token' });
  }),
);
beforeEach(() => {
  sent.length = 0;
});

const renderLogin = (options: Parameters<typeof renderWithStore>[1] = {}) =>
  renderWithStore(<LoginPage />, {
    route: '/login',
    path: '/login',
    routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
    ...options,
  });

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

    it('asks for a cookie session, stores its token, says Login successful! and opens the dashboard after 1.5 s', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { router, store } = renderLogin();
      await logIn(user);
      expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
      expect(sent).toEqual([{ body: { email: 'staff@example.com', password: 'secret-password' }, session: 'cookie' }]);
      expect(store.getState().auth.csrfToken).toBe('session-csrf-token');
      expect(localStorage.getItem(CSRF_TOKEN_STORAGE_KEY)).toBe('session-csrf-token');
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
    expect(store.getState().auth.csrfToken).toBeNull();
  });

  it('shows one message at a time: a refused login’s message goes when the visitor edits the form', async () => {
    server.use(http.post(apiUrl('login'), () => HttpResponse.json({ msg: authMessages.invalidCredentials }, { status: 401 })));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.invalidCredentials);

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    expect(await screen.findByText(v.required('Email'))).toBeInTheDocument();
    expect(screen.queryByText(authMessages.invalidCredentials)).not.toBeInTheDocument();
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

  it('after too many attempts on the account, shows the spam check, waits for its solution and uses a fresh one for each try', async () => {
    server.use(
      http.post(apiUrl('login'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ body, session: request.headers.get('x-session') });
        if (!body.captcha) return HttpResponse.json({ msg: authMessages.captchaRequired, captchaRequired: true }, { status: 429 });
        if (sent.length === 2) return HttpResponse.json({ msg: authMessages.invalidCredentials }, { status: 401 });
        return HttpResponse.json({ csrfToken: 'session-csrf-token' });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderLogin();
    expect(screen.queryByRole('button', { name: 'Solve captcha' })).not.toBeInTheDocument();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.captchaRequired);
    expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument();
    // A try before the check is solved waits for it: nothing is sent, no reCAPTCHA is asked for.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.queryByText(formMessages.captchaMissing)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.invalidCredentials);
    expect(sent[1].body).toEqual({ email: 'staff@example.com', password: 'secret-password', captcha: SOLVED_CAPTCHA });
    // That solution is spent: the next try waits for a new one.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(sent).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
    expect(sent[2].body).toEqual({ email: 'staff@example.com', password: 'secret-password', captcha: `${SOLVED_CAPTCHA}-2` });
    expect(store.getState().auth.csrfToken).toBe('session-csrf-token');
  });

  it('asks for the reCAPTCHA by name when the site uses it and the account asks for the captcha', async () => {
    window.__APP_CONFIG__ = { captcha: { provider: 'recaptcha', siteKey: 'site-key' } };
    server.use(
      http.post(apiUrl('login'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ body, session: request.headers.get('x-session') });
        if (!body.captcha) return HttpResponse.json({ msg: authMessages.captchaRequired, captchaRequired: true }, { status: 429 });
        return HttpResponse.json({ csrfToken: 'session-csrf-token' });
      }),
    );
    try {
      const user = userEvent.setup();
      renderLogin();
      await logIn(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.captchaRequired);
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.captchaMissing);
      expect(sent).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
      expect(sent[1].body.captcha).toBe(SOLVED_CAPTCHA);
    } finally {
      delete window.__APP_CONFIG__;
    }
  });

  it('shows a notice such as the end of a session once', () => {
    const { store } = renderLogin({ preloadedState: { auth: { csrfToken: null, notice: authMessages.sessionExpired } } });
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.sessionExpired);
    expect(store.getState().auth.notice).toBeNull();
  });

  it('posts to /login before its scripts run, and shows the answer of such a post: the message, the e-mail and the spam check', async () => {
    window.__APP_CONFIG__ = {
      postedForm: {
        form: 'login',
        values: { email: 'staff@example.com' },
        message: authMessages.captchaRequired,
        tone: 'error',
        captchaRequired: true,
      },
    };
    try {
      const user = userEvent.setup();
      renderLogin();
      const form = screen.getByRole('form', { name: 'Login' });
      expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/login']);
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('staff@example.com');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('');
      expect(screen.getByRole('alert')).toHaveTextContent(authMessages.captchaRequired);
      // The captcha the API asked for is there, and the next try sends its solution.
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await user.type(screen.getByLabelText(/^Password/), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
      expect(sent.map((request) => request.body)).toEqual([
        { email: 'staff@example.com', password: 'secret-password', captcha: SOLVED_CAPTCHA },
      ]);
      // Shown once: the page forgets it, so a later visit starts empty.
      expect(window.__APP_CONFIG__.postedForm).toBeUndefined();
    } finally {
      delete window.__APP_CONFIG__;
    }
  });
});
