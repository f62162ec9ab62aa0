// PUT /auth/password: any signed-in account changes its own password. The current
// password is checked with argon2, wrong guesses count towards the login lock, the
// field messages come from the shared schema, and no reply carries a password.

import { accountMessages, apiMessages, authMessages, passwordStrengthMessages, validationMessages } from '@agency/shared/contract/messages';
import { bearer, createTestApp, login, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    rateLimits: {
      loginFailures: { max: 3, windowMs: 60_000 },
      signUp: { max: 1000, windowMs: 60_000 },
      contact: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const MEMBER_PASSWORD = 'member-password';

const changePassword = (token: string | undefined, payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'PUT', url: '/auth/password', payload, headers: token ? bearer(token) : {}, remoteAddress: ip });

const loginStatus = async (email: string, password: string, ip = '127.0.0.9') =>
  (await t.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: ip })).statusCode;

test('a member changes their password: the new one logs in, the old one no longer does', async () => {
  const member = await signUpMember(t.app);
  const response = await changePassword(
    member.token,
    { currentPassword: MEMBER_PASSWORD, newPassword: 'a-brand-new-secret', confirmPassword: 'a-brand-new-secret' },
    '10.9.0.1',
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: accountMessages.passwordChanged, token: expect.any(String) });
  expect(response.body).not.toMatch(/argon2|a-brand-new-secret/i);
  expect(await loginStatus(member.email, 'a-brand-new-secret')).toBe(200);
  expect(await loginStatus(member.email, MEMBER_PASSWORD)).toBe(401);
});

test('staff change theirs the same way', async () => {
  const token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const next = `${TEST_ADMIN.password} again`;
  const changed = await changePassword(
    token,
    { currentPassword: TEST_ADMIN.password, newPassword: next, confirmPassword: next },
    '10.9.1.1',
  );
  expect(changed.statusCode).toBe(200);
  expect(await loginStatus(TEST_ADMIN.email, next)).toBe(200);
  // Put it back for the other tests of this file (the change ended the old session).
  expect(
    (
      await changePassword(
        changed.json().token,
        { currentPassword: next, newPassword: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password },
        '10.9.1.1',
      )
    ).statusCode,
  ).toBe(200);
});

test("a password change ends every session signed before it; the reply's token carries on", async () => {
  const member = await signUpMember(t.app);
  const otherDevice = (await login(t.app, member.email, MEMBER_PASSWORD)).token;
  const me = (token: string) => t.app.inject({ url: '/auth/me', headers: bearer(token) });
  expect((await me(otherDevice)).statusCode).toBe(200);

  const changed = await changePassword(
    member.token,
    { currentPassword: MEMBER_PASSWORD, newPassword: 'rotated-secret-42', confirmPassword: 'rotated-secret-42' },
    '10.9.1.9',
  );
  expect(changed.statusCode).toBe(200);
  expect((await me(member.token)).statusCode).toBe(401);
  expect((await me(otherDevice)).statusCode).toBe(401);
  const current = await me(changed.json().token);
  expect(current.statusCode).toBe(200);
  expect(current.json()).toEqual(expect.objectContaining({ email: member.email }));
  // A fresh login with the new password signs a token that works too.
  expect((await me((await login(t.app, member.email, 'rotated-secret-42')).token)).statusCode).toBe(200);
});

test('a wrong current password is a 400 with the field message (not a 401 that would end the session)', async () => {
  const member = await signUpMember(t.app);
  const response = await changePassword(
    member.token,
    { currentPassword: 'not-my-password', newPassword: 'another-secret-1', confirmPassword: 'another-secret-1' },
    '10.9.2.1',
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: accountMessages.currentPasswordWrong,
    errors: { currentPassword: accountMessages.currentPasswordWrong },
  });
  expect(await loginStatus(member.email, MEMBER_PASSWORD)).toBe(200);
});

test('invalid input answers 400 with one message per field', async () => {
  const member = await signUpMember(t.app);
  const empty = await changePassword(member.token, {}, '10.9.3.1');
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toEqual({
    message: apiMessages.validationFailed,
    errors: {
      currentPassword: validationMessages.required('Current password'),
      newPassword: validationMessages.required('New password'),
      confirmPassword: validationMessages.required('Confirm new password'),
    },
  });
  const weak = await changePassword(
    member.token,
    { currentPassword: MEMBER_PASSWORD, newPassword: 'short', confirmPassword: 'other' },
    '10.9.3.1',
  );
  expect(weak.json().errors).toEqual({
    newPassword: passwordStrengthMessages.tooShort,
    confirmPassword: validationMessages.passwordsDoNotMatch,
  });
  const same = await changePassword(
    member.token,
    { currentPassword: MEMBER_PASSWORD, newPassword: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD },
    '10.9.3.1',
  );
  expect(same.json().errors).toEqual({ newPassword: accountMessages.newPasswordSame });
  expect(
    (await changePassword(member.token, { currentPassword: { $ne: '' }, newPassword: 'x'.repeat(300), confirmPassword: 'x' }, '10.9.3.1'))
      .statusCode,
  ).toBe(400);
});

test('repeated wrong guesses lock the account with 429, and count towards the login lock', async () => {
  const member = await signUpMember(t.app);
  const guess = { currentPassword: 'guess-number-one', newPassword: 'guessed-new-secret', confirmPassword: 'guessed-new-secret' };
  for (let i = 0; i < 3; i += 1) expect((await changePassword(member.token, guess, `10.9.4.${i}`)).statusCode).toBe(400);
  const locked = await changePassword(member.token, { ...guess, currentPassword: MEMBER_PASSWORD }, '10.9.5.1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ message: authMessages.tooManyAttempts });
  expect(await loginStatus(member.email, MEMBER_PASSWORD, '10.9.5.2')).toBe(429);
});

test('needs a valid token: 401 without one or with a bad one', async () => {
  const payload = { currentPassword: MEMBER_PASSWORD, newPassword: 'whatever-secret', confirmPassword: 'whatever-secret' };
  for (const token of [undefined, 'garbage']) {
    const response = await changePassword(token, payload, '10.9.6.1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthorized });
  }
});
