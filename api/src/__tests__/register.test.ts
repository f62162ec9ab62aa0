// POST /register: the public sign-up creates a member and answers { token };
// the register screen (with `firstname`) needs staff and creates a staff account.

import { authMessages, roleMessages, validationMessages } from '@agency/shared/contract/messages';
import { keysOf, sorted, USER_KEYS } from './helpers/entity-shapes';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    rateLimits: {
      loginFailures: { max: 10, windowMs: 60_000 },
      signUp: { max: 6, windowMs: 60_000 },
      contact: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/register', payload, headers, remoteAddress });

const SIGN_UP = { username: 'Riya', email: 'Riya@Example.com', phone: '0123456789', password: 'copper lantern meadow' };

const REGISTER_SCREEN = {
  firstname: 'Nora',
  lastname: 'Quinn',
  email: 'nora@example.com',
  gender: 'female',
  phone: '0987654321',
  age: '31',
  password: 'quiet harbor violet',
  confirmpassword: 'quiet harbor violet',
};

describe('sign-up', () => {
  test('creates a member and answers 201 { token }; the member can log in but has no staff access', async () => {
    const response = await register(SIGN_UP);
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['token']);
    const me = (await t.app.inject({ url: '/auth/me', headers: bearer(response.json().token) })).json();
    expect(me).toMatchObject({ username: 'Riya', email: 'riya@example.com', phone: '0123456789', role: 'member' });
    expect((await login(t.app, 'riya@example.com', 'copper lantern meadow')).token).toBeTruthy();
    expect((await t.app.inject({ url: '/users', headers: bearer(response.json().token) })).statusCode).toBe(403);
  });

  test('a taken email answers 409 { msg }, whatever its case', async () => {
    const response = await register({ ...SIGN_UP, email: 'RIYA@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: authMessages.emailTaken });
  });

  test('invalid fields answer 400 { msg, errors }', async () => {
    const response = await register({ ...SIGN_UP, email: 'other@example.com', phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: authMessages.phoneExactly10, errors: { phone: authMessages.phoneExactly10 } });
  });

  test('sign-ups are rate-limited per IP with 429 { msg }', async () => {
    let last;
    for (let i = 0; i < 8; i += 1) last = await register({ ...SIGN_UP, email: `flood${i}@example.com` }, {}, '10.9.9.9');
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toEqual({ msg: authMessages.tooManyAttempts });
    expect((await register({ ...SIGN_UP, email: 'calm@example.com' }, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('register screen', () => {
  test('needs a staff token: 401 without, 403 for a member', async () => {
    expect((await register(REGISTER_SCREEN)).statusCode).toBe(401);
    const member = (await register({ ...SIGN_UP, email: 'member2@example.com' }, {}, '10.8.0.1')).json().token;
    expect((await register(REGISTER_SCREEN, bearer(member))).statusCode).toBe(403);
  });

  test('creates a staff account and answers 201 { message, user }', async () => {
    const response = await register(REGISTER_SCREEN, bearer(await t.staffToken()), '10.8.0.2');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(authMessages.registered);
    expect(keysOf(body.user)).toEqual(sorted(USER_KEYS));
    // Named no role, a new staff account is a viewer: it reads the admin and changes nothing until an owner says more.
    expect(body.user).toMatchObject({
      username: 'Nora Quinn',
      email: 'nora@example.com',
      role: 'staff',
      staffRole: 'viewer',
      phone: '0987654321',
    });
    const token = (await login(t.app, 'nora@example.com', 'quiet harbor violet')).token;
    expect((await t.app.inject({ url: '/search?q=seo', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/users', headers: bearer(token) })).statusCode).toBe(403);
  });

  test('the register screen gives the role it names, refuses an unknown one (400), and is for owners only', async () => {
    const owner = bearer(await t.staffToken());
    const editor = await register({ ...REGISTER_SCREEN, email: 'ed@example.com', staffRole: 'editor' }, owner, '10.8.0.5');
    expect(editor.json().user).toMatchObject({ role: 'staff', staffRole: 'editor' });
    const bad = await register({ ...REGISTER_SCREEN, email: 'bad@example.com', staffRole: 'admin' }, owner, '10.8.0.6');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['staffRole']);
    const editorToken = (await login(t.app, 'ed@example.com', 'quiet harbor violet')).token;
    const refused = await register({ ...REGISTER_SCREEN, email: 'more@example.com' }, bearer(editorToken), '10.8.0.7');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: roleMessages.notAllowed['users.manage'], permission: 'users.manage' });
  });

  test('validates with the register schema and refuses a taken email with 409 { message }', async () => {
    const staff = await t.staffToken();
    const invalid = await register(
      { ...REGISTER_SCREEN, email: 'x@example.com', confirmpassword: 'different', age: '12' },
      bearer(staff),
      '10.8.0.3',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ confirmpassword: validationMessages.passwordsDoNotMatch, age: validationMessages.age });
    const taken = await register(REGISTER_SCREEN, bearer(staff), '10.8.0.4');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: authMessages.emailTaken });
  });
});
