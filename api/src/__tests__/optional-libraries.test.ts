// Libraries that only some sites use (WebAuthn for passkeys, ioredis for REDIS_URL, nodemailer for
// SMTP_URL) are loaded when first used, not at start: together they are some 400 modules and a quarter
// of a second of every start that never needs them.

const mockLoaded: string[] = [];
/** Records that `name` was loaded, then hands back the real library. */
const mockTracked = (name: string) => {
  mockLoaded.push(name);
  return jest.requireActual(name);
};
jest.mock('@simplewebauthn/server', () => mockTracked('@simplewebauthn/server'));
jest.mock('ioredis', () => mockTracked('ioredis'));
jest.mock('nodemailer', () => mockTracked('nodemailer'));

import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: { email: string; password: string };
beforeAll(async () => {
  // Imported here, after the records above exist: a library loaded by the app's modules is recorded too.
  const { TEST_ADMIN, createTestApp } = await import('./helpers/test-app');
  admin = TEST_ADMIN;
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

test('a start without Redis or SMTP, then pages, a login and the staff list, loads none of them', async () => {
  expect((await t.app.inject({ url: '/blog' })).statusCode).toBe(200);
  const login = await t.app.inject({ method: 'POST', url: '/login', payload: admin });
  expect(Object.keys(login.json())).toEqual(['token']);
  expect((await t.app.inject({ url: '/users', headers: { authorization: `Bearer ${login.json().token}` } })).statusCode).toBe(200);
  expect(mockLoaded).toEqual([]);
});

test('the first passkey ceremony loads WebAuthn, and only it', async () => {
  const options = await t.app.inject({ method: 'POST', url: '/login/passkey/options', payload: {} });
  expect(options.statusCode).toBe(200);
  expect(options.json().options.challenge).toEqual(expect.any(String));
  expect(mockLoaded).toEqual(['@simplewebauthn/server']);
});
