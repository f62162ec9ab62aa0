// Renewing the recovery codes from the account: ten new codes shown once, every old one void at
// once; it takes the password or a current code (a stolen session alone cannot), each try counted
// by the login throttle; only for an account with TOTP on; bad input is a 400, never a 500.

import { accountMessages, authMessages, secondFactorMessages } from '@agency/shared/contract/messages';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { totpCode } from '../second-factor/totp';

const PASSWORD = 'member-password';
const RENEW = '/auth/second-factor/recovery-codes';
let now = Date.UTC(2026, 0, 5, 9, 0, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, rateLimits: { loginFailures: { max: 4, windowMs: 60_000 } } });
});
afterAll(() => t.close());
beforeEach(() => {
  now += 10 * 60_000;
});

let addresses = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}, ip?: string) => {
  addresses += 1;
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip ?? `10.40.${addresses >> 8}.${addresses & 255}` });
};

/** A fresh editor with TOTP on, signed in with its password before (its token stays valid). */
const editorWithTotp = async () => {
  const account = await staffAccountOf(t, 'editor');
  const headers = bearer(account.token);
  const { secret } = (await post('/auth/second-factor/totp', {}, headers)).json() as { secret: string };
  const confirmed = await post('/auth/second-factor/totp/confirm', { code: totpCode(secret, now) }, headers);
  return { ...account, headers, secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
};

/** Signs in with a password and a recovery code: the status of the second step. */
const signInWithRecoveryCode = async (email: string, code: string): Promise<number> => {
  const ticket = (await post('/login', { email, password: PASSWORD })).json().ticket as string;
  return (await post('/login/second-factor', { ticket, code })).statusCode;
};

test('the password renews them: ten new distinct codes, shown once; the old ones, used or not, stop working at once', async () => {
  const account = await editorWithTotp();
  expect(await signInWithRecoveryCode(account.email, account.recoveryCodes[0])).toBe(200);
  const renewed = await post(RENEW, { password: PASSWORD }, account.headers);
  expect(renewed.statusCode).toBe(200);
  const { message, recoveryCodes } = renewed.json() as { message: string; recoveryCodes: string[] };
  expect(message).toBe(secondFactorMessages.renewed);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  for (const code of recoveryCodes) {
    expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(account.recoveryCodes).not.toContain(code);
  }
  expect((await t.app.inject({ url: '/auth/second-factor', headers: account.headers })).json().recoveryCodesLeft).toBe(10);
  expect(await signInWithRecoveryCode(account.email, account.recoveryCodes[1])).toBe(401);
  expect(await signInWithRecoveryCode(account.email, recoveryCodes[0])).toBe(200);
  // TOTP itself stays on: the app's codes go on working.
  now += 60_000;
  const ticket = (await post('/login', { email: account.email, password: PASSWORD })).json().ticket as string;
  expect((await post('/login/second-factor', { ticket, code: totpCode(account.secret, now) })).statusCode).toBe(200);
});

test("the app's current code renews them too; a wrong password or code is a 400 on its field and changes nothing", async () => {
  const account = await editorWithTotp();
  const wrongPassword = await post(RENEW, { password: 'not the password' }, account.headers);
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json()).toEqual({
    message: accountMessages.currentPasswordWrong,
    errors: { password: accountMessages.currentPasswordWrong },
  });
  const wrongCode = await post(RENEW, { code: totpCode(account.secret, now + 5 * 60_000) }, account.headers);
  expect(wrongCode.statusCode).toBe(400);
  expect(wrongCode.json()).toEqual({ message: secondFactorMessages.codeWrong, errors: { code: secondFactorMessages.codeWrong } });
  expect(await signInWithRecoveryCode(account.email, account.recoveryCodes[0])).toBe(200);

  now += 60_000;
  const code = totpCode(account.secret, now);
  const renewed = await post(RENEW, { code }, account.headers);
  expect(renewed.statusCode).toBe(200);
  expect(await signInWithRecoveryCode(account.email, account.recoveryCodes[1])).toBe(401);
  // The code was taken: it renews no second time.
  expect((await post(RENEW, { code }, account.headers)).statusCode).toBe(400);
});

test('each try is counted by the login throttle: past the account limit it waits (429), whatever the address', async () => {
  const account = await editorWithTotp();
  for (let i = 0; i < 4; i += 1) expect((await post(RENEW, { password: `wrong ${i}` }, account.headers)).statusCode).toBe(400);
  const held = await post(RENEW, { password: PASSWORD }, account.headers);
  expect(held.statusCode).toBe(429);
  expect(held.json()).toEqual({ message: authMessages.tooManyAttempts });
});

test('only with TOTP on, only for staff, and bad input is a 400 with its field, never a 500', async () => {
  const bare = await staffAccountOf(t, 'author');
  const off = await post(RENEW, { password: PASSWORD }, bearer(bare.token));
  expect(off.statusCode).toBe(409);
  expect(off.json()).toEqual({ message: secondFactorMessages.notSetUp });
  expect((await post(RENEW, { password: PASSWORD }, bearer(await t.memberToken()))).statusCode).toBe(403);
  expect((await post(RENEW, { password: PASSWORD })).statusCode).toBe(401);

  const account = await editorWithTotp();
  for (const payload of [{}, { code: '  ' }, { password: '' }, { code: ['1'] }, { password: { a: 1 } }, { code: 'x'.repeat(40) }]) {
    const response = await post(RENEW, payload, account.headers);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).not.toHaveLength(0);
  }
  expect((await post(RENEW, {}, account.headers)).json().errors).toEqual({ code: secondFactorMessages.renewProofRequired });
  expect((await t.app.inject({ url: '/auth/second-factor', headers: account.headers })).json().recoveryCodesLeft).toBe(10);
});
