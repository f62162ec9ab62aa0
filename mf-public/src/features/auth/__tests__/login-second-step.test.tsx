// The login page's second step: a password right for an account with an authenticator app answers
// a ticket, the code form replaces the password form, and the code signs in with that ticket.

import { screen, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@agency/shared/contract';
import { secondStepMessages as secondFactorMessages } from '@agency/shared/contract/visitor-messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SOLVED_CAPTCHA } from '../../../components/captcha/__mocks__/captcha';
import LoginPage from '../login-page';

jest.mock('../../../components/captcha/captcha');
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => ({
    id: 'cred-1',
    signed: optionsJSON.challenge,
  })),
}));

const codes: Array<Record<string, unknown>> = [];
const server = mockApi(
  http.post(apiUrl('login'), () => HttpResponse.json({ secondFactor: 'totp', ticket: 'the-ticket' })),
  http.post(apiUrl('login/second-factor'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    codes.push(body);
    return body.code === '123456'
      ? HttpResponse.json({ csrfToken: 'second-step-csrf' })
      : HttpResponse.json({ msg: secondFactorMessages.codeWrong }, { status: 401 });
  }),
);

beforeEach(() => jest.mocked(startAuthentication).mockClear());

const passwordStep = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

test('a right password asks for the code (no session yet); the right code signs in with the ticket', async () => {
  const user = userEvent.setup();
  const { store } = renderWithStore(<LoginPage />, { route: '/login', path: '/login' });
  await passwordStep(user);
  const code = await screen.findByRole('textbox', { name: secondFactorMessages.codeLabel });
  expect(store.getState().auth.csrfToken).toBeNull();
  expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: secondFactorMessages.verify }));
  expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.codeWrong);
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: secondFactorMessages.verify }));
  expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
  expect(store.getState().auth.csrfToken).toBe('second-step-csrf');
  expect(codes).toEqual([
    { ticket: 'the-ticket', code: '000000' },
    { ticket: 'the-ticket', code: '123456' },
  ]);
});

test('an expired ticket brings the password form back with its message', async () => {
  server.use(
    http.post(apiUrl('login/second-factor'), () => HttpResponse.json({ msg: secondFactorMessages.ticketExpired }, { status: 401 })),
  );
  const user = userEvent.setup();
  renderWithStore(<LoginPage />, { route: '/login', path: '/login' });
  await passwordStep(user);
  await user.type(await screen.findByRole('textbox', { name: secondFactorMessages.codeLabel }), '123456');
  await user.click(screen.getByRole('button', { name: secondFactorMessages.verify }));
  expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.ticketExpired);
  expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
});

test('signs in with a passkey instead of a password: the prompt answers the challenge, the reply opens the session', async () => {
  const signIns: unknown[] = [];
  server.use(
    http.post(apiUrl('login/passkey/options'), () => HttpResponse.json({ challengeId: 'c1', options: { challenge: 'xyz' } })),
    http.post(apiUrl('login/passkey'), async ({ request }) => {
      signIns.push(await request.json());
      return HttpResponse.json({ csrfToken: 'passkey-csrf' });
    }),
  );
  const user = userEvent.setup();
  const { store } = renderWithStore(<LoginPage />, { route: '/login', path: '/login' });
  await user.click(screen.getByRole('button', { name: secondFactorMessages.passkeySignIn }));
  expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
  expect(store.getState().auth.csrfToken).toBe('passkey-csrf');
  expect(signIns).toEqual([{ challengeId: 'c1', response: { id: 'cred-1', signed: 'xyz' } }]);
});

test('a refused passkey says so and opens nothing', async () => {
  server.use(
    http.post(apiUrl('login/passkey/options'), () => HttpResponse.json({ challengeId: 'c1', options: { challenge: 'xyz' } })),
    http.post(apiUrl('login/passkey'), () => HttpResponse.json({ msg: secondFactorMessages.passkeyFailed }, { status: 401 })),
  );
  const user = userEvent.setup();
  const { store } = renderWithStore(<LoginPage />, { route: '/login', path: '/login' });
  await user.click(screen.getByRole('button', { name: secondFactorMessages.passkeySignIn }));
  expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.passkeyFailed);
  expect(store.getState().auth.csrfToken).toBeNull();
});

test('past the account’s limit the passkey shows the password form’s captcha and sends the same answer again with its solution', async () => {
  const signIns: Array<Record<string, unknown>> = [];
  let challenges = 0;
  server.use(
    http.post(apiUrl('login/passkey/options'), () =>
      HttpResponse.json({ challengeId: `c${(challenges += 1)}`, options: { challenge: 'xyz' } }),
    ),
    http.post(apiUrl('login/passkey'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      signIns.push(body);
      if (!body.captcha) return HttpResponse.json({ msg: authMessages.captchaRequired, captchaRequired: true }, { status: 429 });
      if (signIns.length === 2) return HttpResponse.json({ msg: secondFactorMessages.passkeyFailed }, { status: 401 });
      return HttpResponse.json({ csrfToken: 'passkey-csrf' });
    }),
  );
  const user = userEvent.setup();
  const { store } = renderWithStore(<LoginPage />, { route: '/login', path: '/login' });
  expect(screen.queryByRole('button', { name: 'Solve captcha' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: secondFactorMessages.passkeySignIn }));
  expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.captchaRequired);
  // The password form's captcha, inside that form; the press waits for its solution.
  const login = screen.getByRole('form', { name: 'Login' });
  await user.click(within(login).getByRole('button', { name: 'Solve captcha' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.passkeyFailed);
  // One prompt: the answer the API refused for want of a captcha went again, with the solution.
  expect(signIns).toEqual([
    { challengeId: 'c1', response: { id: 'cred-1', signed: 'xyz' } },
    { challengeId: 'c1', response: { id: 'cred-1', signed: 'xyz' }, captcha: SOLVED_CAPTCHA },
  ]);
  expect(startAuthentication).toHaveBeenCalledTimes(1);
  // Once asked, the next press sends a fresh solution with its first try.
  await user.click(screen.getByRole('button', { name: secondFactorMessages.passkeySignIn }));
  await user.click(await within(login).findByRole('button', { name: 'Solve captcha' }));
  expect(await screen.findByText(authMessages.loginSuccess)).toBeInTheDocument();
  expect(signIns[2]).toEqual({ challengeId: 'c2', response: { id: 'cred-1', signed: 'xyz' }, captcha: `${SOLVED_CAPTCHA}-2` });
  expect(store.getState().auth.csrfToken).toBe('passkey-csrf');
});
