// POST /login: tokens for valid credentials, one message for every failure, and
// a lock after repeated failures per account and per IP.

import { authMessages, validationMessages } from '@agency/shared/contract/messages';
import { bearer, createTestApp, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    rateLimits: {
      loginFailures: { max: 4, windowMs: 60_000 },
      signUp: { max: 1000, windowMs: 60_000 },
      contact: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/login', payload: payload as object, remoteAddress: ip });

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
  const jsonString = await t.app.inject({ method: 'POST', url: '/login', payload: '"text"', headers: { 'content-type': 'application/json' } });
  expect(jsonString.statusCode).toBe(400);
  expect((await login('plain text', '10.0.0.3')).statusCode).toBe(415);
});

test('repeated failures lock the account, even from other IPs, with 429 { msg }', async () => {
  const member = await signUpMember(t.app);
  for (let i = 0; i < 4; i += 1) expect((await login({ email: member.email, password: 'wrong-guess' }, `10.1.0.${i}`)).statusCode).toBe(401);
  const locked = await login({ email: member.email, password: 'member-password' }, '10.1.1.1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ msg: authMessages.tooManyAttempts });
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
