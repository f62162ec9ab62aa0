// POST /login: tokens for valid credentials, one message for every failure, attempts
// counted before the password is checked, a lock per IP and the captcha per account
// after repeated failures, and a limit on login requests per IP.

import { apiMessages, authMessages, validationMessages } from '@agency/shared/contract/messages';
import { solvedCaptcha } from './helpers/altcha';
import { loginBurst } from './helpers/login-burst';
import { bearer, createTestApp, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    rateLimits: { loginFailures: { max: 4, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/login', payload: payload as object, remoteAddress: ip });

test('valid credentials answer { token } that opens /auth/me (email is case-insensitive)', async () => {
  const response = await login({ email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['token']);
  const me = await t.app.inject({ url: '/auth/me', headers: bearer(body.token) });
  expect(me.json().email).toBe(TEST_ADMIN.email);
});

test('unknown email and wrong password get the same 401 { msg }', async () => {
  const unknown = await login({ email: 'nobody@example.com', password: 'whatever-it-is' }, '10.0.0.1');
  const wrong = await login({ email: TEST_ADMIN.email, password: 'not the password' }, '10.0.0.2');
  expect(unknown.statusCode).toBe(401);
  expect(wrong.statusCode).toBe(401);
  expect(unknown.json()).toEqual({ msg: authMessages.invalidCredentials });
  expect(wrong.json()).toEqual(unknown.json());
});

test('missing fields answer 400 { msg, errors }', async () => {
  const response = await login({ email: '' }, '10.0.0.3');
  expect(response.statusCode).toBe(400);
  expect(response.json().msg).toBe(validationMessages.required('Email'));
  expect(response.json().errors.password).toBe(validationMessages.required('Password'));
  const jsonString = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: '"text"',
    headers: { 'content-type': 'application/json' },
  });
  expect(jsonString.statusCode).toBe(400);
  expect((await login('plain text', '10.0.0.3')).statusCode).toBe(415);
});

test('after repeated failures, from any IPs, the account asks for the captcha instead of locking everyone out', async () => {
  const member = await signUpMember(t.app);
  for (let i = 0; i < 4; i += 1)
    expect((await login({ email: member.email, password: 'wrong-guess' }, `10.1.0.${i}`)).statusCode).toBe(401);
  const asked = await login({ email: member.email, password: 'member-password' }, '10.1.1.1');
  expect(asked.statusCode).toBe(429);
  expect(asked.json()).toEqual({ msg: authMessages.captchaRequired, captchaRequired: true });
  const garbage = await login({ email: member.email, password: 'member-password', captcha: 'garbage' }, '10.1.1.2');
  expect(garbage.statusCode).toBe(400);
  expect(garbage.json()).toEqual({ msg: apiMessages.captchaFailed, captchaRequired: true });
  // A wrong password with a solved captcha is still only a 401, and the next try needs another captcha.
  const wrongWithCaptcha = await login(
    { email: member.email, password: 'wrong-guess', captcha: (await solvedCaptcha(t.app)).payload },
    '10.1.1.3',
  );
  expect(wrongWithCaptcha.statusCode).toBe(401);
  const { payload } = await solvedCaptcha(t.app);
  expect((await login({ email: member.email, password: 'member-password', captcha: payload }, '10.1.1.4')).statusCode).toBe(200);
  // One solution, one attempt.
  expect((await login({ email: member.email, password: 'member-password', captcha: payload }, '10.1.1.5')).statusCode).toBe(200);
  // The success forgave the account: no captcha needed any more.
  expect((await login({ email: member.email, password: 'member-password' }, '10.1.1.6')).statusCode).toBe(200);
});

test('a used captcha solution does not open a locked account again', async () => {
  const member = await signUpMember(t.app);
  for (let i = 0; i < 4; i += 1) await login({ email: member.email, password: 'wrong-guess' }, `10.5.0.${i}`);
  const { payload } = await solvedCaptcha(t.app);
  expect((await login({ email: member.email, password: 'wrong-guess', captcha: payload }, '10.5.1.1')).statusCode).toBe(401);
  expect((await login({ email: member.email, password: 'member-password', captcha: payload }, '10.5.1.2')).json()).toEqual({
    msg: apiMessages.captchaFailed,
    captchaRequired: true,
  });
});

test('a burst of 100 concurrent wrong logins from one address gets at most the limit of password checks', async () => {
  const member = await signUpMember(t.app);
  // The right password is the 46th of the burst: counted after the limit, it must not get a token.
  const burst = await loginBurst([t.app], { email: member.email, rightPassword: 'member-password', ip: '10.6.0.1' });
  expect(burst.checks).toBeLessThanOrEqual(4);
  expect(burst.statuses.filter((status) => status === 401 || status === 200).length).toBe(burst.checks);
  expect(burst.statuses.filter((status) => status === 429)).toHaveLength(100 - burst.checks);
});

test('repeated failures from one IP lock that IP for every account', async () => {
  for (let i = 0; i < 4; i += 1) await login({ email: `guess${i}@example.com`, password: 'guess' }, '10.2.0.1');
  expect((await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.2.0.1')).statusCode).toBe(429);
  expect((await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.2.0.2')).statusCode).toBe(200);
});

test('a successful login forgives the account’s earlier failures', async () => {
  const member = await signUpMember(t.app);
  for (let i = 0; i < 3; i += 1) await login({ email: member.email, password: 'wrong-guess' }, `10.3.0.${i}`);
  expect((await login({ email: member.email, password: 'member-password' }, '10.3.1.1')).statusCode).toBe(200);
  for (let i = 0; i < 3; i += 1) await login({ email: member.email, password: 'wrong-guess' }, `10.3.2.${i}`);
  expect((await login({ email: member.email, password: 'member-password' }, '10.3.3.1')).statusCode).toBe(200);
});

test('no reply ever carries a password or its hash', async () => {
  const token = (await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.4.0.1')).json().token;
  for (const url of ['/auth/me', '/users']) {
    const body = (await t.app.inject({ url, headers: bearer(token) })).body;
    expect(body).not.toMatch(/password|argon2|hash/i);
  }
});

test('login requests are limited per IP, whatever their outcome (429 { msg })', async () => {
  const limited = await createTestApp({ seed: false, rateLimits: { loginRequests: { max: 3, windowMs: 60_000 } } });
  try {
    const send = (payload: object, ip: string) => limited.app.inject({ method: 'POST', url: '/login', payload, remoteAddress: ip });
    expect((await send({ email: 'not an email' }, '10.7.0.1')).statusCode).toBe(400);
    expect((await send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.7.0.1')).statusCode).toBe(200);
    expect((await send({ email: TEST_ADMIN.email, password: 'not the password' }, '10.7.0.1')).statusCode).toBe(401);
    const over = await send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.7.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ msg: authMessages.tooManyAttempts });
    expect((await send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.7.0.2')).statusCode).toBe(200);
  } finally {
    await limited.close();
  }
});
