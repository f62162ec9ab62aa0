// Passkeys: registered from the account (options with a server-side challenge, the browser's reply
// verified), listed and removed; sign-in with a passkey instead of a password (both factors in one).
// Challenges serve once and expire; the relying party is SITE_URL's origin, else the request's;
// malformed replies are 400/401, never 500. A software authenticator plays the browser.

import { secondFactorMessages } from '@agency/shared/contract/messages';
import { staffAccountOf } from './helpers/role-tokens';
import { softPasskey } from './helpers/soft-authenticator';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const SITE = 'https://agency.example';
const RP_ID = 'agency.example';
let now = Date.UTC(2026, 0, 5, 9, 0, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, siteUrl: SITE });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

interface Options {
  challengeId: string;
  options: { challenge: string; rp?: { id: string }; rpId?: string; authenticatorSelection?: { userVerification: string } };
}

const registered = async (token: string, passkey = softPasskey(SITE, RP_ID)) => {
  const { challengeId, options } = (await post('/auth/passkeys/options', {}, bearer(token))).json() as Options;
  const reply = await post(
    '/auth/passkeys',
    { challengeId, response: passkey.register(options.challenge), label: 'Laptop' },
    bearer(token),
  );
  return { passkey, reply };
};

const signInWith = async (passkey: ReturnType<typeof softPasskey>) => {
  const { challengeId, options } = (await post('/login/passkey/options', {})).json() as Options;
  return post('/login/passkey', { challengeId, response: passkey.signIn(options.challenge) });
};

test('registers a passkey for the relying party of SITE_URL, lists it and signs in with it instead of a password', async () => {
  const account = await staffAccountOf(t, 'editor');
  const options = (await post('/auth/passkeys/options', {}, bearer(account.token))).json() as Options;
  expect(options.options.rp?.id).toBe(RP_ID);
  expect(options.options.authenticatorSelection?.userVerification).toBe('required');
  const { passkey, reply } = await registered(account.token);
  expect(reply.statusCode).toBe(201);
  expect(reply.json()).toMatchObject({
    message: secondFactorMessages.passkeyAdded,
    passkey: { _id: passkey.id, label: 'Laptop', lastUsedAt: null },
  });
  const list = (await t.app.inject({ url: '/auth/passkeys', headers: bearer(account.token) })).json() as Array<{ _id: string }>;
  expect(list.map((item) => item._id)).toEqual([passkey.id]);

  const signIn = await signInWith(passkey);
  expect(signIn.statusCode).toBe(200);
  expect(Object.keys(signIn.json())).toEqual(['token']);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(signIn.json().token) })).json().email).toBe(account.email);
  // A passkey is a second factor too: the password alone now gets no session.
  const password = await post('/login', { email: account.email, password: 'member-password' });
  expect(password.json()).toEqual({ secondFactor: 'passkey' });
  expect((await t.app.inject({ url: '/auth/second-factor', headers: bearer(account.token) })).json().passkeys).toBe(1);
});

test('a challenge serves once, only for its purpose, and expires after five minutes', async () => {
  const account = await staffAccountOf(t, 'author');
  const { passkey } = await registered(account.token);
  const { challengeId, options } = (await post('/login/passkey/options', {})).json() as Options;
  const response = passkey.signIn(options.challenge);
  expect((await post('/login/passkey', { challengeId, response })).statusCode).toBe(200);
  const replay = await post('/login/passkey', { challengeId, response: passkey.signIn(options.challenge) });
  expect(replay.statusCode).toBe(401);
  expect(replay.json()).toEqual({ msg: secondFactorMessages.passkeyFailed });

  const late = (await post('/login/passkey/options', {})).json() as Options;
  now += 5 * 60_000 + 1;
  expect(
    (await post('/login/passkey', { challengeId: late.challengeId, response: passkey.signIn(late.options.challenge) })).statusCode,
  ).toBe(401);

  // A registration's challenge does not sign in.
  const forRegistration = (await post('/auth/passkeys/options', {}, bearer(account.token))).json() as Options;
  const crossed = await post('/login/passkey', {
    challengeId: forRegistration.challengeId,
    response: passkey.signIn(forRegistration.options.challenge),
  });
  expect(crossed.statusCode).toBe(401);
});

test('a passkey of another origin, or a reply signed by another key, does not sign in', async () => {
  const account = await staffAccountOf(t, 'viewer');
  const foreign = softPasskey('https://evil.example', 'evil.example');
  const { reply } = await registered(account.token, foreign);
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toEqual({ message: secondFactorMessages.passkeyAddFailed });
  const { passkey } = await registered(account.token);
  const impostor = softPasskey(SITE, RP_ID);
  const { challengeId, options } = (await post('/login/passkey/options', {})).json() as Options;
  const forged = { ...impostor.signIn(options.challenge), id: passkey.id, rawId: passkey.id };
  expect((await post('/login/passkey', { challengeId, response: forged })).statusCode).toBe(401);
});

test('removes a passkey of its own account only; then it signs in no more', async () => {
  const owner = await staffAccountOf(t, 'editor');
  const other = await staffAccountOf(t, 'editor');
  const { passkey } = await registered(owner.token);
  expect((await t.app.inject({ method: 'DELETE', url: `/auth/passkeys/${passkey.id}`, headers: bearer(other.token) })).statusCode).toBe(
    404,
  );
  const removed = await t.app.inject({ method: 'DELETE', url: `/auth/passkeys/${passkey.id}`, headers: bearer(owner.token) });
  expect(removed.json()).toEqual({ message: secondFactorMessages.passkeyRemoved });
  expect((await signInWith(passkey)).statusCode).toBe(401);
});

test('bad input is a 400 or 401 with a message, never a 500', async () => {
  const account = await staffAccountOf(t, 'editor');
  const { challengeId } = (await post('/auth/passkeys/options', {}, bearer(account.token))).json() as Options;
  for (const payload of [
    {},
    { challengeId },
    { challengeId, response: 'x' },
    { challengeId, response: { id: 'a\u0000b', rawId: 'a', type: 'public-key', response: {} } },
    { challengeId: ['x'], response: {} },
    { challengeId, response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: '!!', attestationObject: 'zz' } } },
  ]) {
    const response = await post('/auth/passkeys', payload, bearer(account.token));
    expect([response.statusCode, response.json()]).toEqual([400, { message: secondFactorMessages.passkeyAddFailed }]);
  }
  for (const payload of [
    {},
    { challengeId: 'x', response: 'y' },
    { challengeId: 'a'.repeat(24), response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { authenticatorData: '%%' } } },
    { challengeId: '\u0000', response: {} },
  ]) {
    const response = await post('/login/passkey', payload);
    expect(response.statusCode === 400 || response.statusCode === 401).toBe(true);
    expect(typeof response.json().msg).toBe('string');
  }
  expect((await t.app.inject({ method: 'DELETE', url: '/auth/passkeys/%00', headers: bearer(account.token) })).statusCode).toBe(404);
  expect((await post('/auth/passkeys/options', {}, bearer(await t.memberToken()))).statusCode).toBe(403);
});

test('without SITE_URL the relying party is the origin the request came to', async () => {
  const bare = await createTestApp({ seed: false });
  try {
    const options = (
      await bare.app.inject({ method: 'POST', url: '/login/passkey/options', headers: { host: 'admin.agency.test:8443' } })
    ).json() as Options;
    expect(options.options.rpId).toBe('admin.agency.test');
  } finally {
    await bare.close();
  }
});
