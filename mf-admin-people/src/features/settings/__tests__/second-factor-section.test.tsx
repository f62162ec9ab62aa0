// Settings › Two-factor sign-in: the authenticator app's set-up (QR code and key, the first code
// turns it on, ten recovery codes shown), turning it off with a code, and the owners' rule.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import { SecondFactorSection } from '../second-factor/second-factor-section';
import { QR_ALT } from '../second-factor/qr-image';
import { renderPage } from '../../../test-support/screens';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const sent: Array<{ url: string; body: unknown }> = [];
let state = { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false };
let permissions: string[] = ['admin.read'];
let passkeys: Array<{ _id: string; label: string; createdAt: string; lastUsedAt: string | null }> = [];

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => ({
    id: 'cred-1',
    answered: optionsJSON.challenge,
  })),
}));
const server = mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role: 'staff', permissions }),
  ),
  http.get(apiUrl('auth/second-factor'), () => HttpResponse.json(state)),
  http.get(apiUrl('auth/passkeys'), () => HttpResponse.json(passkeys)),
  http.post(apiUrl('auth/passkeys/options'), () => HttpResponse.json({ challengeId: 'challenge-1', options: { challenge: 'abc' } })),
  http.post(apiUrl('auth/passkeys'), async ({ request }) => {
    const body = (await request.json()) as { label: string };
    sent.push({ url: 'passkeys', body });
    passkeys = [{ _id: 'cred-1', label: body.label, createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: null }];
    return HttpResponse.json({ message: m.passkeyAdded, passkey: passkeys[0] }, { status: 201 });
  }),
  http.delete(apiUrl('auth/passkeys/:id'), ({ params }) => {
    sent.push({ url: `delete ${String(params.id)}`, body: null });
    passkeys = [];
    return HttpResponse.json({ message: m.passkeyRemoved });
  }),
  http.post(apiUrl('auth/second-factor/totp'), () =>
    HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Agency%20admin:dana%40example.com?secret=JBSWY3DPEHPK3PXP' }),
  ),
  http.post(apiUrl('auth/second-factor/totp/confirm'), async ({ request }) => {
    const body = (await request.json()) as { code: string };
    sent.push({ url: 'confirm', body });
    if (body.code !== '123456') return HttpResponse.json({ message: m.codeWrong }, { status: 400 });
    state = { ...state, totp: true, recoveryCodesLeft: 10 };
    return HttpResponse.json({ message: m.confirmed, recoveryCodes: CODES });
  }),
  http.post(apiUrl('auth/second-factor/totp/off'), async ({ request }) => {
    sent.push({ url: 'off', body: await request.json() });
    state = { ...state, totp: false, recoveryCodesLeft: 0 };
    return HttpResponse.json({ message: m.turnedOff });
  }),
  http.put(apiUrl('auth/second-factor/requirement'), async ({ request }) => {
    sent.push({ url: 'requirement', body: await request.json() });
    return HttpResponse.json({ message: m.requiredNeedsOwnFactor }, { status: 409 });
  }),
);
beforeEach(() => {
  sent.length = 0;
  state = { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false };
  permissions = ['admin.read'];
  passkeys = [];
  localStorage.setItem('token', 'staff-token');
});

test('sets up the authenticator app: QR code and key, a wrong code said, the right one shows ten recovery codes', async () => {
  const user = userEvent.setup();
  renderPage(SecondFactorSection, '/settings');
  await user.click(await screen.findByRole('button', { name: m.setUp }));
  const qr = await screen.findByRole('img', { name: QR_ALT });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: m.confirm });
  await user.type(within(form).getByLabelText(m.codeLabel), '000000');
  await user.click(within(form).getByRole('button', { name: m.confirm }));
  expect(await screen.findByText(m.codeWrong)).toBeInTheDocument();
  await user.type(within(form).getByLabelText(m.codeLabel), '123456');
  await user.click(within(form).getByRole('button', { name: m.confirm }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(await screen.findByText(new RegExp(m.recoveryCodesLeft(10)))).toBeInTheDocument();
  expect(screen.queryByText('JBSWY3DPEHPK3PXP')).not.toBeInTheDocument();
  expect(sent).toEqual([
    { url: 'confirm', body: { code: '000000' } },
    { url: 'confirm', body: { code: '123456' } },
  ]);
});

test('turns the app off with a current code', async () => {
  state = { ...state, totp: true, recoveryCodesLeft: 7 };
  const user = userEvent.setup();
  renderPage(SecondFactorSection, '/settings');
  const form = await screen.findByRole('form', { name: m.turnOff });
  await user.type(within(form).getByLabelText(m.codeLabel), '654321');
  await user.click(within(form).getByRole('button', { name: m.turnOff }));
  expect(await screen.findByRole('button', { name: m.setUp })).toBeInTheDocument();
  expect(sent).toEqual([{ url: 'off', body: { code: '654321' } }]);
});

test("only owners see the rule; the API's refusal is shown", async () => {
  const { unmount } = renderPage(SecondFactorSection, '/settings');
  await screen.findByRole('button', { name: m.setUp });
  expect(screen.queryByRole('checkbox', { name: m.requiredLabel })).not.toBeInTheDocument();
  unmount();
  server.resetHandlers();
  permissions = ['admin.read', 'settings.manage'];
  const user = userEvent.setup();
  renderPage(SecondFactorSection, '/settings');
  await user.click(await screen.findByRole('checkbox', { name: m.requiredLabel }));
  expect(await screen.findByText(m.requiredNeedsOwnFactor)).toBeInTheDocument();
  expect(sent).toEqual([{ url: 'requirement', body: { required: true } }]);
});

test('adds a passkey through the browser prompt with its name, lists it and removes it', async () => {
  const user = userEvent.setup();
  renderPage(SecondFactorSection, '/settings');
  expect(await screen.findByText(m.noPasskeys)).toBeInTheDocument();
  await user.type(screen.getByLabelText(m.passkeyLabel), 'Work laptop');
  await user.click(screen.getByRole('button', { name: m.addPasskey }));
  expect(await screen.findByText(m.passkeyAdded)).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: m.passkeysTitle });
  expect(await within(list).findByText('Work laptop')).toBeInTheDocument();
  expect(sent[0]).toEqual({
    url: 'passkeys',
    body: { challengeId: 'challenge-1', response: { id: 'cred-1', answered: 'abc' }, label: 'Work laptop' },
  });
  await user.click(within(list).getByRole('button', { name: `${m.passkeyRemove} Work laptop` }));
  expect(await screen.findByText(m.noPasskeys)).toBeInTheDocument();
  expect(sent[1]).toEqual({ url: 'delete cred-1', body: null });
});
