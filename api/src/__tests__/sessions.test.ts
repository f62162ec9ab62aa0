// The staff session out of the page's scripts' reach (issue 17, finding 11): the site's
// pages get an HttpOnly, Secure, SameSite=Strict cookie and a CSRF token that every change
// must carry; API clients keep `Authorization: Bearer`; every session is a row its owner
// can list and end.

import { accountMessages, apiMessages } from '@agency/shared/contract/messages';
import { bearer, createTestApp, login, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const BROWSER = { 'x-session': 'cookie', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };

/** Signs in the way the site's pages do: the session cookie and the CSRF token. */
const browserLogin = async (email = TEST_ADMIN.email, password = TEST_ADMIN.password, ip = '10.50.0.1') => {
  const reply = await t.app.inject({ method: 'POST', url: '/login', headers: BROWSER, remoteAddress: ip, payload: { email, password } });
  expect(reply.statusCode).toBe(200);
  const setCookie = String(reply.headers['set-cookie']);
  const cookie = /^(__Host-session=[^;]+)/.exec(setCookie)![1];
  return { reply, setCookie, cookie, csrfToken: (reply.json() as { csrfToken: string }).csrfToken };
};

const PLAN = { planName: 'Cookie plan', price: 5, duration: 'month', description: '' };

test('the pages get an HttpOnly, Secure, SameSite=Strict cookie and a CSRF token, never the token itself', async () => {
  const { reply, setCookie, csrfToken } = await browserLogin();
  expect(Object.keys(reply.json())).toEqual(['csrfToken']);
  expect(csrfToken).toMatch(/^[\w-]{43}$/);
  expect(setCookie).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=604800$/);
  expect(reply.body).not.toContain(setCookie.split(';')[0].split('=')[1]);
});

test('the cookie signs requests in; a change also needs the CSRF token of that session', async () => {
  const { cookie, csrfToken } = await browserLogin();
  expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).json()).toMatchObject({ email: TEST_ADMIN.email, role: 'staff' });
  for (const headers of [{ cookie }, { cookie, 'x-csrf-token': 'forged' }, { cookie, 'x-csrf-token': (await browserLogin()).csrfToken }]) {
    const refused = await t.app.inject({ method: 'POST', url: '/plan', headers, payload: PLAN });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: apiMessages.csrfFailed });
  }
  expect(
    (await t.app.inject({ method: 'POST', url: '/plan', headers: { cookie, 'x-csrf-token': csrfToken }, payload: PLAN })).statusCode,
  ).toBe(201);
  // Reads need no CSRF token; a public read with the cookie is never answered from the shared memory.
  expect((await t.app.inject({ url: '/users', headers: { cookie } })).statusCode).toBe(200);
});

test('API clients keep Authorization: Bearer, with no cookie and no CSRF token', async () => {
  const reply = await t.app.inject({ method: 'POST', url: '/login', payload: TEST_ADMIN });
  expect(reply.headers['set-cookie']).toBeUndefined();
  const { token } = reply.json() as { token: string };
  expect((await t.app.inject({ method: 'POST', url: '/plan', headers: bearer(token), payload: PLAN })).statusCode).toBe(201);
});

test('sign-up from the site opens a cookie session too', async () => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/register',
    headers: BROWSER,
    payload: { username: 'Ivy', email: 'ivy.cookie@example.com', phone: '0123456789', password: 'plum kettle orbit' },
  });
  expect(reply.statusCode).toBe(201);
  expect(Object.keys(reply.json())).toEqual(['csrfToken']);
  expect(String(reply.headers['set-cookie'])).toMatch(/^__Host-session=.+HttpOnly; Secure; SameSite=Strict/);
});

test('an account lists its sessions (this one marked) and ends any of them; the ended one opens nothing', async () => {
  const member = await signUpMember(t.app);
  const laptop = await browserLogin(member.email, 'member-password', '10.50.1.1');
  const sessions = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/auth/sessions', headers })).json() as Array<{
      _id: string;
      current: boolean;
      userAgent: string;
      ip: string;
      createdAt: string;
      lastSeenAt: string;
    }>;
  const listed = await sessions({ cookie: laptop.cookie });
  expect(listed).toHaveLength(2);
  const mine = listed.find((session) => session.current)!;
  expect(mine).toMatchObject({ userAgent: BROWSER['user-agent'], ip: '10.50.1.1' });
  expect(new Date(mine.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const other = listed.find((session) => !session.current)!;

  // The sign-up's session (a bearer token) is ended from the laptop.
  const ended = await t.app.inject({
    method: 'DELETE',
    url: `/auth/sessions/${other._id}`,
    headers: { cookie: laptop.cookie, 'x-csrf-token': laptop.csrfToken },
  });
  expect(ended.json()).toEqual({ message: accountMessages.sessionEnded });
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
  expect((await sessions({ cookie: laptop.cookie })).map((session) => session._id)).toEqual([mine._id]);

  // Nobody ends another account's session.
  const staff = await browserLogin();
  const notMine = await t.app.inject({
    method: 'DELETE',
    url: `/auth/sessions/${mine._id}`,
    headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken },
  });
  expect(notMine.statusCode).toBe(404);
  expect((await t.app.inject({ url: '/auth/me', headers: { cookie: laptop.cookie } })).statusCode).toBe(200);
});

test('ending a session by a name that cannot be one answers 404 on every engine (PostgreSQL refuses NUL in text)', async () => {
  const staff = await browserLogin();
  for (const id of ['a%00.webp', '%00', 'x'.repeat(23), `${'x'.repeat(23)}%00`]) {
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/auth/sessions/${id}`,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken },
    });
    expect({ id, status: reply.statusCode }).toEqual({ id, status: 404 });
  }
});

test('signing out ends the session and clears the cookie', async () => {
  const { cookie, csrfToken } = await browserLogin();
  const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie, 'x-csrf-token': csrfToken } });
  expect(out.statusCode).toBe(200);
  expect(String(out.headers['set-cookie'])).toBe('__Host-session=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0');
  expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).statusCode).toBe(401);
  // Without a session it still clears the cookie.
  expect((await t.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
});

test('signing out without the CSRF token still ends the session, not only the cookie (a forced sign-out harms nobody)', async () => {
  const { cookie } = await browserLogin();
  expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).statusCode).toBe(200);
  const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
  expect(out.statusCode).toBe(200);
  expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
  // The old cookie, copied before the sign-out, opens nothing any more.
  expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).statusCode).toBe(401);
  // Likewise a bearer token, and a forged one ends nothing and still answers 200.
  const { token } = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(`${token}x`) })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(token) })).statusCode).toBe(401);
});

test('a password change from the page ends every other session and carries on with a new cookie', async () => {
  const member = await signUpMember(t.app);
  const page = await browserLogin(member.email, 'member-password', '10.50.2.1');
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/auth/password',
    headers: { ...BROWSER, cookie: page.cookie, 'x-csrf-token': page.csrfToken },
    payload: { currentPassword: 'member-password', newPassword: 'plum kettle orbit', confirmPassword: 'plum kettle orbit' },
  });
  expect(changed.statusCode).toBe(200);
  expect(Object.keys(changed.json()).sort()).toEqual(['csrfToken', 'message']);
  const cookie = /^(__Host-session=[^;]+)/.exec(String(changed.headers['set-cookie']))![1];
  expect((await t.app.inject({ url: '/auth/me', headers: { cookie: page.cookie } })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/auth/sessions', headers: { cookie } })).json()).toHaveLength(1);
});
