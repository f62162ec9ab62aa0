// Account management: nobody deletes themselves, the last owner can be neither deleted
// nor given another role, and role changes take effect on the next request.

import { apiMessages, roleMessages } from '@agency/shared/contract/messages';
import { bearer, createTestApp, login, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

interface UserRow {
  _id: string;
  email: string;
  role: string;
}

const users = async (): Promise<UserRow[]> => (await t.app.inject({ url: '/users', headers: bearer(await t.staffToken()) })).json();
const idOf = async (email: string) => (await users()).find((user) => user.email === email)!._id;
const setRole = async (id: string, role: string, token?: string) =>
  t.app.inject({ method: 'PUT', url: `/users/${id}/role`, payload: { role }, headers: bearer(token ?? (await t.staffToken())) });
const remove = async (id: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url: `/users/${id}`, headers: bearer(token ?? (await t.staffToken())) });

test('users are listed newest first', async () => {
  const first = await signUpMember(t.app);
  const second = await signUpMember(t.app);
  const emails = (await users()).map((user) => user.email);
  expect(emails.indexOf(second.email)).toBeLessThan(emails.indexOf(first.email));
  expect(emails[emails.length - 1]).toBe(TEST_ADMIN.email);
});

test('staff cannot delete themselves (400), nor the last staff account', async () => {
  const self = await idOf(TEST_ADMIN.email);
  const response = await remove(self);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: apiMessages.cannotDeleteSelf });
});

test('the last owner cannot be demoted (409); a promotion and demotion take effect at once', async () => {
  const self = await idOf(TEST_ADMIN.email);
  const lastStaff = await setRole(self, 'member');
  expect(lastStaff.statusCode).toBe(409);
  expect(lastStaff.json()).toEqual({ message: roleMessages.lastOwner });
  expect((await setRole(self, 'editor')).statusCode).toBe(409);

  const member = await signUpMember(t.app);
  const memberId = await idOf(member.email);
  expect((await t.app.inject({ url: '/users', headers: bearer(member.token) })).statusCode).toBe(403);
  // `staff`, as before roles: a member becomes an owner (every staff account could do everything).
  const promoted = await setRole(memberId, 'staff');
  expect(promoted.statusCode).toBe(200);
  expect(promoted.json()).toMatchObject({ _id: memberId, role: 'staff', staffRole: 'owner' });
  expect((await t.app.inject({ url: '/users', headers: bearer(member.token) })).statusCode).toBe(200);

  // With two staff accounts, one may step down; then the other is the last again.
  expect((await setRole(self, 'member', member.token)).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/users', headers: bearer(await t.staffToken()) })).statusCode).toBe(403);
  expect((await setRole(memberId, 'member', member.token)).statusCode).toBe(409);
  expect((await setRole(self, 'staff', member.token)).statusCode).toBe(200);
});

test('staff can delete another account; unknown ids are 404; bad roles are 400', async () => {
  const member = await signUpMember(t.app);
  const id = await idOf(member.email);
  const response = await remove(id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: apiMessages.deleted });
  expect((await remove(id)).statusCode).toBe(404);
  expect((await remove('not-an-id')).statusCode).toBe(404);
  const bad = await setRole(await idOf(TEST_ADMIN.email), 'admin');
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().errors)).toEqual(['role']);
  expect((await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).token).toBeTruthy();
});
