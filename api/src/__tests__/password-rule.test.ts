// One password rule for every new password (issue 17, finding 2): at least 10 characters,
// not the account's e-mail, not a common password. Both register routes, the password
// change and ADMIN_PASSWORD refuse a weak one with the one message of the shared contract.

import { validationMessages } from '@agency/shared/contract/messages';
import { isWeakPassword } from '@agency/shared/contract/schemas/password-rule';
import { bearer, createTestApp, createTestEnvironment, startApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const WEAK = ['a', 'short-pw', '1234567890', 'QwertyUIOP', 'password123'];

const signUp = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/register', payload: { username: 'Visitor', email, phone: '0123456789', password } });

test('the rule: length, the e-mail itself, and the common-password list', async () => {
  for (const password of WEAK) expect(await isWeakPassword(password, 'ann@example.com')).toBe(true);
  expect(await isWeakPassword('ann.lee@example.com', ' Ann.Lee@Example.com ')).toBe(true);
  expect(await isWeakPassword('plum kettle orbit', 'ann@example.com')).toBe(false);
});

test('the public sign-up refuses a weak password with the one message', async () => {
  for (const [i, password] of WEAK.entries()) {
    const response = await signUp(`weak${i}@example.com`, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: validationMessages.weakPassword, errors: { password: validationMessages.weakPassword } });
  }
  const ownEmail = await signUp('lena.ray@example.com', 'lena.ray@example.com');
  expect(ownEmail.json().errors).toEqual({ password: validationMessages.weakPassword });
  expect((await signUp('lena.ray@example.com', 'plum kettle orbit')).statusCode).toBe(201);
});

test('the register screen (staff creating staff) refuses it too', async () => {
  const staff = await t.staffToken();
  const register = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/register',
      headers: bearer(staff),
      payload: {
        firstname: 'Nora',
        lastname: 'Quinn',
        email: 'nora.q@example.com',
        gender: 'female',
        phone: '0987654321',
        age: '31',
        password,
        confirmpassword: password,
      },
    });
  for (const password of ['a', '1234567890', 'nora.q@example.com']) {
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: validationMessages.weakPassword });
  }
  expect((await register('plum kettle orbit')).statusCode).toBe(201);
});

test('the password change refuses the account’s own e-mail and a common password', async () => {
  const email = 'mia.roe@example.com';
  const { token } = (await signUp(email, 'plum kettle orbit')).json();
  const change = (newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: bearer(token),
      payload: { currentPassword: 'plum kettle orbit', newPassword, confirmPassword: newPassword },
    });
  for (const password of [email, 'qwertyuiop']) {
    const response = await change(password);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ newPassword: validationMessages.weakPassword });
  }
});

test('a weak ADMIN_PASSWORD stops the first start, saying why', async () => {
  const env = await createTestEnvironment();
  try {
    await expect(startApp(env, { seed: false, adminEmail: 'boss@example.com', adminPassword: 'a' })).rejects.toThrow(
      `ADMIN_PASSWORD is refused: ${validationMessages.weakPassword}`,
    );
  } finally {
    await env.dispose();
  }
});
