// Passkey sign-in is limited per account as well as per address: every reply that names a stored
// passkey is counted by the login throttle under its account before the signature is checked, so
// failed assertions for one account from many addresses end in the captcha (as passwords do); a
// success forgives the account. A software authenticator plays the browser.

import { apiMessages, authMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { solvedCaptcha } from './helpers/altcha';
import { staffAccountOf } from './helpers/role-tokens';
import { softPasskey } from './helpers/soft-authenticator';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const SITE = 'https://agency.example';
const RP_ID = 'agency.example';
const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, siteUrl: SITE, rateLimits: { loginFailures: { max: LIMIT, windowMs: 60_000 } } });
});
afterAll(() => t.close());

let addresses = 0;
/** Each request from an address of its own unless told. */
const post = (url: string, payload: object, headers: Record<string, string> = {}, ip?: string) => {
  addresses += 1;
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip ?? `10.60.${addresses >> 8}.${addresses & 255}` });
};

const challenge = async (ip?: string) =>
  (await post('/login/passkey/options', {}, {}, ip)).json() as { challengeId: string; options: { challenge: string } };

/** An editor with a registered passkey. */
const editorWithPasskey = async () => {
  const account = await staffAccountOf(t, 'editor');
  const passkey = softPasskey(SITE, RP_ID);
  const { challengeId, options } = (await post('/auth/passkeys/options', {}, bearer(account.token))).json() as {
    challengeId: string;
    options: { challenge: string };
  };
  expect(
    (await post('/auth/passkeys', { challengeId, response: passkey.register(options.challenge) }, bearer(account.token))).statusCode,
  ).toBe(201);
  return { ...account, passkey };
};

/** A reply for the account's passkey signed by another key: it names the account but fails. */
const forgedSignIn = async (passkey: { id: string }, ip?: string) => {
  const { challengeId, options } = await challenge(ip);
  const impostor = softPasskey(SITE, RP_ID);
  return post(
    '/login/passkey',
    { challengeId, response: { ...impostor.signIn(options.challenge), id: passkey.id, rawId: passkey.id } },
    {},
    ip,
  );
};

const signIn = async (passkey: ReturnType<typeof softPasskey>, extra: object = {}, ip?: string) => {
  const { challengeId, options } = await challenge(ip);
  return post('/login/passkey', { challengeId, response: passkey.signIn(options.challenge), ...extra }, {}, ip);
};

test('failed assertions for one account from many addresses end in the captcha; a solved one signs in and forgives the account', async () => {
  const account = await editorWithPasskey();
  for (let i = 0; i < LIMIT; i += 1) {
    const failed = await forgedSignIn(account.passkey);
    expect([failed.statusCode, failed.json()]).toEqual([401, { msg: secondFactorMessages.passkeyFailed }]);
  }
  // Even the real passkey, from yet another address, now needs the captcha first.
  const held = await signIn(account.passkey);
  expect(held.statusCode).toBe(429);
  expect(held.json()).toEqual({ msg: authMessages.captchaRequired, captchaRequired: true });
  const garbage = await signIn(account.passkey, { captcha: 'x' });
  expect(garbage.json()).toEqual({ msg: apiMessages.captchaFailed, captchaRequired: true });
  // The password step counts under the same account.
  expect((await post('/login', { email: account.email, password: 'member-password' })).json()).toEqual({
    msg: authMessages.captchaRequired,
    captchaRequired: true,
  });

  const { payload } = await solvedCaptcha(t.app);
  const solved = await signIn(account.passkey, { captcha: payload });
  expect(solved.statusCode).toBe(200);
  expect(Object.keys(solved.json())).toEqual(['token']);
  expect((await signIn(account.passkey)).statusCode).toBe(200);
});

test("another account's passkey is not held back by one account's failures", async () => {
  const target = await editorWithPasskey();
  const other = await editorWithPasskey();
  for (let i = 0; i < LIMIT + 1; i += 1) expect((await forgedSignIn(target.passkey)).statusCode).not.toBe(200);
  expect((await signIn(other.passkey)).statusCode).toBe(200);
});

test('past the address limit, one address is refused for any account (429) and other addresses are not', async () => {
  const first = await editorWithPasskey();
  const second = await editorWithPasskey();
  const ip = '10.61.0.1';
  for (let i = 0; i < LIMIT; i += 1) expect((await forgedSignIn(i % 2 ? first.passkey : second.passkey, ip)).statusCode).toBe(401);
  const refused = await signIn(first.passkey, {}, ip);
  expect([refused.statusCode, refused.json()]).toEqual([429, { msg: authMessages.tooManyAttempts }]);
  expect((await signIn(second.passkey)).statusCode).toBe(200);
});

test('a malformed captcha field is ignored (the captcha is asked for), never a 500', async () => {
  const account = await editorWithPasskey();
  for (let i = 0; i < LIMIT; i += 1) await forgedSignIn(account.passkey);
  for (const captcha of [['x'], { a: 1 }, '', 7]) {
    const response = await signIn(account.passkey, { captcha });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ msg: authMessages.captchaRequired, captchaRequired: true });
  }
});
