// Staff accounts of a role of their own, for specs that must not use the shared staff login
// (its session is every other spec's): signed up, given the role by the seeded owner, signed in.

import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../site';
import { hydrated } from './hydration';
import { staffToken } from './staff-api';
import { sessionState } from './staff-session';

export const STAFF_ACCOUNT_PASSWORD = 'violet harbour lantern 42';

/** A new staff account of `role`: signed up, then given the role by the seeded owner. Returns its e-mail. */
export const staffAccount = async (request: APIRequestContext, role: string, prefix = 'staff'): Promise<string> => {
  const email = `${prefix}-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signUp = await request.post('/api/register', {
    data: { username: 'Tess', email, phone: '0123456789', password: STAFF_ACCOUNT_PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const owner = { authorization: `Bearer ${await staffToken(request)}` };
  const users = (await (await request.get('/api/users', { headers: owner })).json()) as Array<{ _id: string; email: string }>;
  const id = users.find((user) => user.email === email)!._id;
  expect((await request.put(`/api/users/${id}/role`, { headers: owner, data: { role } })).ok()).toBe(true);
  return email;
};

/** The account's browser state after a password sign-in through the API: a page opened with it starts signed in.
 *  Signed in from a request context of its own, so the caller's keeps no session cookie of this account. */
export const signedInState = async (email: string) => {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    return await sessionState(
      await api.post('/api/login', { data: { email, password: STAFF_ACCOUNT_PASSWORD }, headers: { 'x-session': 'cookie' } }),
    );
  } finally {
    await api.dispose();
  }
};

/** Signs in on /login with the account's password, as a person would. */
export const passwordSignIn = async (page: Page, email: string): Promise<void> => {
  await page.goto('/login');
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
};
