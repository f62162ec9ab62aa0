// TOTP second factor with a fixed clock: set-up from the account (secret and otpauth address),
// confirmation with the app's first code and ten recovery codes, a two-step login that hands
// out no session before the code, wrong and replayed codes refused, recovery codes used once,
// the login throttle and captcha over the second step, and the owners' requirement enforced.

import { apiMessages, authMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { solvedCaptcha } from './helpers/altcha';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { totpCode } from '../second-factor/totp';
import { openDatabase } from '../db/connect';

const MEMBER_PASSWORD = 'member-password';
/** A moment at the start of a 30-second step, so that +10 s stays in the same step. */
const START = Date.UTC(2026, 0, 5, 9, 0, 0);
let now = START;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, rateLimits: { loginFailures: { max: 4, windowMs: 60_000 } } });
});
afterAll(() => t.close());
beforeEach(() => {
  now += 10 * 60_000;
});

/** Each request from an address of its own unless told: step one of a second factor keeps its address's attempt. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${addresses >> 8}.${addresses & 255}.7`;
};
const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

/** The database of the app, for what no route shows (the stored hashes). */
const withDatabase = async <T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> => {
  const { db } = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
};

/** A fresh editor with TOTP on: its secret and recovery codes. */
const editorWithTotp = async () => {
  const account = await staffAccountOf(t, 'editor');
  const started = await post('/auth/second-factor/totp', {}, bearer(account.token));
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.json() as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(uri).toContain(`secret=${secret}`);
  const confirmed = await post('/auth/second-factor/totp/confirm', { code: totpCode(secret, now) }, bearer(account.token));
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { ...account, secret, recoveryCodes };
};

const passwordStep = async (email: string, ip = nextAddress()) => post('/login', { email, password: MEMBER_PASSWORD }, {}, ip);

test('set-up: a secret and its otpauth address, turned on by the first code, ten distinct recovery codes', async () => {
  const account = await staffAccountOf(t, 'viewer');
  const headers = bearer(account.token);
  expect((await t.app.inject({ url: '/auth/second-factor', headers })).json()).toEqual({
    totp: false,
    recoveryCodesLeft: 0,
    passkeys: 0,
    required: false,
  });
  const { secret } = (await post('/auth/second-factor/totp', {}, headers)).json() as { secret: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Not on until confirmed: the password alone still signs in.
  expect(Object.keys((await passwordStep(account.email)).json())).toEqual(['token']);
  const wrong = await post('/auth/second-factor/totp/confirm', { code: totpCode(secret, now + 5 * 60_000) }, headers);
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ message: secondFactorMessages.codeWrong, errors: { code: secondFactorMessages.codeWrong } });
  const confirmed = await post('/auth/second-factor/totp/confirm', { code: totpCode(secret, now) }, headers);
  expect(confirmed.statusCode).toBe(200);
  const codes = (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  expect((await t.app.inject({ url: '/auth/second-factor', headers })).json()).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  // Stored hashed: no code appears in the database.
  const stored = await withDatabase((db) => db.selectFrom('recovery_codes').select('code_hash').execute());
  for (const code of codes) expect(stored.map((row) => row.code_hash)).not.toContain(code);
  expect((await post('/auth/second-factor/totp', {}, headers)).statusCode).toBe(409);
});

test('login becomes two steps: the password answers a ticket and no session; the right code opens one', async () => {
  const account = await editorWithTotp();
  now += 60_000;
  const first = await passwordStep(account.email);
  expect(first.statusCode).toBe(200);
  const reply = first.json() as { secondFactor: string; ticket: string };
  expect(Object.keys(reply).sort()).toEqual(['secondFactor', 'ticket']);
  expect(reply.secondFactor).toBe('totp');
  expect(first.headers['set-cookie']).toBeUndefined();
  // The ticket is no token.
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(reply.ticket) })).statusCode).toBe(401);
  // The site's pages get no cookie from step one either.
  const cookieFirst = await post('/login', { email: account.email, password: MEMBER_PASSWORD }, { 'x-session': 'cookie' });
  expect(cookieFirst.headers['set-cookie']).toBeUndefined();
  expect(Object.keys(cookieFirst.json()).sort()).toEqual(['secondFactor', 'ticket']);

  const wrong = await post('/login/second-factor', { ticket: reply.ticket, code: totpCode(account.secret, now + 5 * 60_000) });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ msg: secondFactorMessages.codeWrong });
  const second = await post('/login/second-factor', { ticket: reply.ticket, code: totpCode(account.secret, now) });
  expect(second.statusCode).toBe(200);
  expect(Object.keys(second.json())).toEqual(['token']);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(second.json().token) })).json().email).toBe(account.email);
  // The ticket served once.
  now += 60_000;
  const again = await post('/login/second-factor', { ticket: reply.ticket, code: totpCode(account.secret, now) });
  expect(again.statusCode).toBe(401);
  expect(again.json()).toEqual({ msg: secondFactorMessages.ticketExpired });
});

test('a code is taken once: the same code again within its step is refused, the next step passes', async () => {
  const account = await editorWithTotp();
  now += 60_000;
  const code = totpCode(account.secret, now);
  const ticket = () => passwordStep(account.email).then((r) => (r.json() as { ticket: string }).ticket);
  expect((await post('/login/second-factor', { ticket: await ticket(), code })).statusCode).toBe(200);
  now += 10_000;
  const replay = await post('/login/second-factor', { ticket: await ticket(), code });
  expect(replay.statusCode).toBe(401);
  expect(replay.json()).toEqual({ msg: secondFactorMessages.codeWrong });
  now += 30_000;
  expect((await post('/login/second-factor', { ticket: await ticket(), code: totpCode(account.secret, now) })).statusCode).toBe(200);
  // The set-up's own confirming code cannot be replayed at login either.
  const fresh = await staffAccountOf(t, 'author');
  const { secret } = (await post('/auth/second-factor/totp', {}, bearer(fresh.token))).json() as { secret: string };
  const first = totpCode(secret, now);
  expect((await post('/auth/second-factor/totp/confirm', { code: first }, bearer(fresh.token))).statusCode).toBe(200);
  const freshTicket = (await passwordStep(fresh.email)).json().ticket as string;
  expect((await post('/login/second-factor', { ticket: freshTicket, code: first })).statusCode).toBe(401);
});

test('recovery codes sign in instead of a code, each once, typed in any case', async () => {
  const account = await editorWithTotp();
  const [code] = account.recoveryCodes;
  const ticket = (await passwordStep(account.email)).json().ticket as string;
  expect((await post('/login/second-factor', { ticket, code: code.toUpperCase() })).statusCode).toBe(200);
  const next = (await passwordStep(account.email)).json().ticket as string;
  const reused = await post('/login/second-factor', { ticket: next, code });
  expect(reused.statusCode).toBe(401);
  expect(reused.json()).toEqual({ msg: secondFactorMessages.codeWrong });
  expect((await post('/login/second-factor', { ticket: next, code: account.recoveryCodes[1] })).statusCode).toBe(200);
  const token = (
    await post('/login/second-factor', {
      ticket: (await passwordStep(account.email)).json().ticket,
      code: account.recoveryCodes[2],
    })
  ).json().token as string;
  expect((await t.app.inject({ url: '/auth/second-factor', headers: bearer(token) })).json().recoveryCodesLeft).toBe(7);
});

test('the second step is counted by the login throttle and asks for the captcha past the account limit', async () => {
  const account = await editorWithTotp();
  now += 60_000;
  const ticket = (await passwordStep(account.email, '10.9.0.1')).json().ticket as string;
  // The password step counted 1 of 4: three wrong codes fill the account's limit.
  for (let i = 0; i < 3; i += 1) {
    expect((await post('/login/second-factor', { ticket, code: '000000' }, {}, `10.9.1.${i}`)).statusCode).toBe(401);
  }
  const asked = await post('/login/second-factor', { ticket, code: totpCode(account.secret, now) }, {}, '10.9.2.1');
  expect(asked.statusCode).toBe(429);
  expect(asked.json()).toEqual({ msg: authMessages.captchaRequired, captchaRequired: true });
  const garbage = await post('/login/second-factor', { ticket, code: totpCode(account.secret, now), captcha: 'x' }, {}, '10.9.2.2');
  expect(garbage.json()).toEqual({ msg: apiMessages.captchaFailed, captchaRequired: true });
  const { payload } = await solvedCaptcha(t.app);
  const solved = await post('/login/second-factor', { ticket, code: totpCode(account.secret, now), captcha: payload }, {}, '10.9.2.3');
  expect(solved.statusCode).toBe(200);
});

test('bad input to the second step is a 400 with its field, never a 500', async () => {
  for (const payload of [{}, { ticket: 'x' }, { ticket: ['a'], code: '123456' }, { ticket: 'x'.repeat(500), code: '1' }]) {
    const response = await post('/login/second-factor', payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().msg).toBe('string');
  }
  const unknown = await post('/login/second-factor', { ticket: 'A'.repeat(43), code: '123456' });
  expect(unknown.statusCode).toBe(401);
  expect(unknown.json()).toEqual({ msg: secondFactorMessages.ticketExpired });
});

test('a ticket expires after five minutes', async () => {
  const account = await editorWithTotp();
  const ticket = (await passwordStep(account.email)).json().ticket as string;
  now += 5 * 60_000 + 1;
  const late = await post('/login/second-factor', { ticket, code: totpCode(account.secret, now) });
  expect(late.statusCode).toBe(401);
  expect(late.json()).toEqual({ msg: secondFactorMessages.ticketExpired });
});

test('turning TOTP off takes a current code; afterwards the password alone signs in', async () => {
  const account = await editorWithTotp();
  now += 60_000;
  const token = (
    await post('/login/second-factor', { ticket: (await passwordStep(account.email)).json().ticket, code: totpCode(account.secret, now) })
  ).json().token as string;
  expect((await post('/auth/second-factor/totp/off', { code: '000000' }, bearer(token))).statusCode).toBe(400);
  now += 30_000;
  expect((await post('/auth/second-factor/totp/off', { code: totpCode(account.secret, now) }, bearer(token))).statusCode).toBe(200);
  expect(Object.keys((await passwordStep(account.email)).json())).toEqual(['token']);
});

describe('the owners require a second factor', () => {
  afterEach(async () => {
    await withDatabase((db) => db.updateTable('app_meta').set({ value: '0' }).where('key', '=', 'second_factor_required').execute());
  });

  test('only owners set it, and only once they have a factor themselves', async () => {
    const editor = await editorWithTotp();
    const byEditor = await t.app.inject({
      method: 'PUT',
      url: '/auth/second-factor/requirement',
      headers: bearer(editor.token),
      payload: { required: true },
    });
    expect(byEditor.statusCode).toBe(403);
    const owner = await t.staffToken();
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/auth/second-factor/requirement',
      headers: bearer(owner),
      payload: { required: true },
    });
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toEqual({ message: secondFactorMessages.requiredNeedsOwnFactor });
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: '/auth/second-factor/requirement',
      headers: bearer(owner),
      payload: { required: 'yes' },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  test('a staff account without one signs in, reaches only its set-up, and is let in once TOTP is on', async () => {
    const owner = await staffAccountOf(t, 'owner');
    const { secret } = (await post('/auth/second-factor/totp', {}, bearer(owner.token))).json() as { secret: string };
    expect((await post('/auth/second-factor/totp/confirm', { code: totpCode(secret, now) }, bearer(owner.token))).statusCode).toBe(200);
    const editor = await staffAccountOf(t, 'editor');
    expect((await t.app.inject({ url: '/users', headers: bearer(owner.token) })).statusCode).toBe(200);

    const required = await t.app.inject({
      method: 'PUT',
      url: '/auth/second-factor/requirement',
      headers: bearer(owner.token),
      payload: { required: true },
    });
    expect(required.statusCode).toBe(200);
    // The editor's session opened with a password alone is held back at once; the owner (with a factor) goes on.
    expect((await t.app.inject({ url: '/contact', headers: bearer(editor.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/users', headers: bearer(owner.token) })).statusCode).toBe(200);

    // Password sign-in still answers { token } (no factor to ask for), but the admin stays shut.
    const signIn = await passwordStep(editor.email);
    expect(Object.keys(signIn.json())).toEqual(['token']);
    const token = signIn.json().token as string;
    const me = (await t.app.inject({ url: '/auth/me', headers: bearer(token) })).json();
    expect(me.secondFactorSetupRequired).toBe(true);
    const shut = await t.app.inject({ url: '/contact', headers: bearer(token) });
    expect(shut.statusCode).toBe(403);
    expect(shut.json()).toEqual({ message: secondFactorMessages.setupRequired, secondFactorSetupRequired: true });
    expect((await t.app.inject({ url: '/auth/second-factor', headers: bearer(token) })).json().required).toBe(true);

    const started = (await post('/auth/second-factor/totp', {}, bearer(token))).json() as { secret: string };
    now += 30_000;
    expect((await post('/auth/second-factor/totp/confirm', { code: totpCode(started.secret, now) }, bearer(token))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/contact', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/auth/me', headers: bearer(token) })).json().secondFactorSetupRequired).toBeUndefined();
    // Members are not held back by a staff rule.
    expect(
      (await t.app.inject({ url: '/auth/me', headers: bearer(await t.memberToken()) })).json().secondFactorSetupRequired,
    ).toBeUndefined();
  });
});

test('members have no second-factor set-up (staff only)', async () => {
  const member = await t.memberToken();
  expect((await post('/auth/second-factor/totp', {}, bearer(member))).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/auth/second-factor' })).statusCode).toBe(401);
});
