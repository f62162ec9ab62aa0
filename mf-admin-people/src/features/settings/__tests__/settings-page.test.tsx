import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, authMessages, validationMessages } from '@agency/shared/contract';
import { passwordStrengthMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import SettingsPage from '../settings-page';
import { renderPage } from '../../../test-support/screens';

const calls: Array<{ method: string; body: unknown; csrfToken: string | null }> = [];
const SESSIONS = [
  {
    _id: 'here',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastSeenAt: '2026-11-25T05:00:00.000Z',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    ip: '10.0.0.5',
    current: true,
  },
  {
    _id: 'phone',
    createdAt: '2026-11-21T09:00:00.000Z',
    lastSeenAt: '2026-11-24T18:30:00.000Z',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Version/18.0 Mobile Safari/604.1',
    ip: '198.51.100.7',
    current: false,
  },
];
let sessions = [...SESSIONS];
const server = mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role: 'staff' }),
  ),
  http.put(apiUrl('auth/password'), async ({ request }) => {
    calls.push({ method: request.method, body: await request.json(), csrfToken: request.headers.get('x-csrf-token') });
    return HttpResponse.json({ message: accountMessages.passwordChanged, csrfToken: 'token-after-the-change' });
  }),
  http.get(apiUrl('auth/sessions'), () => HttpResponse.json(sessions)),
  http.get(apiUrl('auth/passkeys'), () => HttpResponse.json([])),
  http.get(apiUrl('auth/second-factor'), () => HttpResponse.json({ totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false })),
  http.delete(apiUrl('auth/sessions/:id'), ({ params, request }) => {
    calls.push({ method: 'DELETE', body: params.id, csrfToken: request.headers.get('x-csrf-token') });
    sessions = sessions.filter((session) => session._id !== params.id);
    return HttpResponse.json({ message: accountMessages.sessionEnded });
  }),
);
beforeEach(() => {
  calls.length = 0;
  sessions = [...SESSIONS];
  localStorage.setItem('token', 'staff-token');
});

type User = ReturnType<typeof userEvent.setup>;
const field = (label: RegExp) => screen.getByLabelText(label);
const fill = async (user: User, current: string, next: string, confirm = next) => {
  await user.type(field(/^Current password/), current);
  await user.type(field(/^New password/), next);
  await user.type(field(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('Settings (/settings): change password', () => {
  it('names the account and uses password inputs the browser can fill', async () => {
    renderPage(SettingsPage, '/settings');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(field(/^New password/)).toHaveAttribute('type', 'password');
  });

  it('validates before sending: all three required, the password rule, a new one, confirmed', async () => {
    const user = userEvent.setup();
    renderPage(SettingsPage, '/settings');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(validationMessages.required('Current password'))).toBeInTheDocument();
    expect(screen.getByText(validationMessages.required('New password'))).toBeInTheDocument();
    expect(screen.getByText(validationMessages.required('Confirm new password'))).toBeInTheDocument();
    await fill(user, 'old-password', 'short', 'other');
    expect(await screen.findByText(passwordStrengthMessages.tooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says why the new password is weak as it is typed, in a live note, the account’s own e-mail included', async () => {
    const user = userEvent.setup();
    renderPage(SettingsPage, '/settings');
    await screen.findByText('dana@example.com');
    const input = field(/^New password/);
    await user.type(input, '1qaz2wsx3edc');
    const note = await screen.findByText(passwordStrengthMessages.warnings.common, { exact: false });
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(input.getAttribute('aria-describedby')).toContain(note.id);
    await user.clear(input);
    await user.type(input, 'dana@example.com');
    expect(await screen.findByText(passwordStrengthMessages.warnings.userInputs, { exact: false })).toBe(note);
    await user.clear(input);
    await user.type(input, 'granite lantern meadow');
    expect(await screen.findByText(passwordStrengthMessages.strongEnough)).toBe(note);
    expect(calls).toHaveLength(0);
  });

  it('sends PUT /auth/password with the session’s CSRF token, confirms, empties the form and keeps the session with the new token', async () => {
    const user = userEvent.setup();
    const { store } = renderPage(SettingsPage, '/settings');
    await fill(user, 'old-password', 'a-much-better-one');
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        csrfToken: 'staff-token',
        body: { currentPassword: 'old-password', newPassword: 'a-much-better-one', confirmPassword: 'a-much-better-one' },
      },
    ]);
    expect(field(/^Current password/)).toHaveValue('');
    expect(field(/^New password/)).toHaveValue('');
    // The change ended the old session on the server: the page carries on with the reply's token.
    expect(store.getState().auth.csrfToken).toBe('token-after-the-change');
    expect(localStorage.getItem('token')).toBe('token-after-the-change');
  });

  it('puts "the current password is not correct" next to its field and keeps the session', async () => {
    server.use(
      http.put(apiUrl('auth/password'), () =>
        HttpResponse.json(
          { message: accountMessages.currentPasswordWrong, errors: { currentPassword: accountMessages.currentPasswordWrong } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderPage(SettingsPage, '/settings');
    await fill(user, 'wrong-guess', 'a-much-better-one');
    expect(await screen.findAllByText(accountMessages.currentPasswordWrong)).toHaveLength(2);
    expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.csrfToken).toBe('staff-token');
  });

  it('shows the lock message after too many attempts, and a plain failure when no reply came', async () => {
    server.use(http.put(apiUrl('auth/password'), () => HttpResponse.json({ message: authMessages.tooManyAttempts }, { status: 429 })));
    const user = userEvent.setup();
    const { unmount } = renderPage(SettingsPage, '/settings');
    await fill(user, 'old-password', 'a-much-better-one');
    expect(await screen.findByText(authMessages.tooManyAttempts)).toBeInTheDocument();
    unmount();
    server.use(http.put(apiUrl('auth/password'), () => HttpResponse.error()));
    renderPage(SettingsPage, '/settings');
    await fill(user, 'old-password', 'a-much-better-one');
    expect(await screen.findByText(accountMessages.passwordChangeFailed)).toBeInTheDocument();
  });
});

describe('Settings: where you are signed in', () => {
  it('lists the sessions, this browser marked, and signs out another one', async () => {
    const user = userEvent.setup();
    renderPage(SettingsPage, '/settings');
    expect(await screen.findByRole('heading', { name: accountMessages.sessionsTitle })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Chrome on Linux · ${accountMessages.thisBrowser}`);
    expect(items[0]).toHaveTextContent('From 10.0.0.5');
    expect(items[1]).toHaveTextContent('Safari on iPhone');
    // This browser signs out from the user menu: only the other session has a button.
    expect(screen.getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone from 198.51.100.7' }));
    expect(await screen.findByText(accountMessages.sessionEnded)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', body: 'phone', csrfToken: 'staff-token' }]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when the sessions cannot be loaded', async () => {
    server.use(http.get(apiUrl('auth/sessions'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderPage(SettingsPage, '/settings');
    expect(await screen.findByText(accountMessages.sessionsLoadFailed)).toBeInTheDocument();
  });
});
