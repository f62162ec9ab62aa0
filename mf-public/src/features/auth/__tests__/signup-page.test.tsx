import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_REDIRECT_DELAY_MS, authMessages, validationMessages as v, type SignUpPayload } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { passwordStrengthMessages as strength } from '@agency/shared/contract/messages';
import SignUpPage from '../signup-page';

const received: SignUpPayload[] = [];
const server = mockApi(
  http.post(apiUrl('register'), async ({ request }) => {
    received.push((await request.json()) as SignUpPayload);
    return HttpResponse.json({ csrfToken: 'new-member-csrf-token' }, { status: 201 });
  }),
);

beforeEach(() => {
  received.length = 0;
});

const renderSignUp = () =>
  renderWithStore(<SignUpPage />, { route: '/signup', path: '/signup', routes: [{ path: '/login', element: <h1>Login page</h1> }] });

const fill = async (user: ReturnType<typeof userEvent.setup>, phone = '9876543210', confirm = 'secret-password') => {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'jane');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), phone);
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
};

describe('sign up', () => {
  it('asks for every field and links to login', async () => {
    const user = userEvent.setup();
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      v.required('Username'),
      v.required('Email'),
      v.required('Phone'),
      v.required('Password'),
      v.required('Confirm password'),
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('keeps only 10 digits of the phone and wants exactly 10', async () => {
    const user = userEvent.setup();
    renderSignUp();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '98-76-54-32-10-99');
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    await fill(user, '987654321');
    expect(await screen.findByText(authMessages.phoneExactly10)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('says why a password is weak as it is typed, in a live note the field is described by', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane.doe@example.com');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'qwertyuiop');
    // Still in the field: no error yet, the note speaks.
    const note = await screen.findByText(strength.warnings.topHundred, { exact: false });
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(password.getAttribute('aria-describedby')).toContain(note.id);
    await user.clear(password);
    await user.type(password, 'jane.doe@example.com');
    expect(await screen.findByText(strength.warnings.userInputs, { exact: false })).toBe(note);
    await user.clear(password);
    await user.type(password, ' plum kettle orbit ');
    expect(await screen.findByText(strength.spacesAtEnds)).toBe(note);
    await user.clear(password);
    await user.type(password, 'plum kettle orbit');
    expect(await screen.findByText(strength.strongEnough)).toBe(note);
  });

  it('wants the passwords to match', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await fill(user, '9876543210', 'another-password');
    expect(await screen.findByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('stores the session token, says Sign-up successful! and opens the login page after 1.5 s', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { router, store } = renderSignUp();
      await fill(user);
      expect(await screen.findByText(authMessages.signUpSuccess)).toBeInTheDocument();
      expect(received).toEqual([{ username: 'jane', email: 'jane@example.com', phone: '9876543210', password: 'secret-password' }]);
      expect(store.getState().auth.csrfToken).toBe('new-member-csrf-token');
      act(() => jest.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
      expect(router.state.location.pathname).toBe('/signup');
      act(() => jest.advanceTimersByTime(1));
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it("shows the server's message, else Sign-up failed, else the generic error", async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('register'), () => HttpResponse.json({ msg: authMessages.emailTaken }, { status: 409 })));
    renderSignUp();
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailTaken);

    server.use(http.post(apiUrl('register'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(authMessages.signUpFailed)).toBeInTheDocument();

    server.use(http.post(apiUrl('register'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(authMessages.genericError)).toBeInTheDocument();
  });
});
