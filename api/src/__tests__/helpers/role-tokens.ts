// Staff accounts of each role for tests: a member signs up, the seeded owner gives it the role
// (PUT /users/:id/role), and it signs in again like anyone else.

import { STAFF_ROLES, type StaffRole } from '@agency/shared/contract/staff-roles';
import { bearer, login, signUpMember, type TestApp } from './test-app';

/** signUpMember's password. */
const MEMBER_PASSWORD = 'member-password';

/** A new staff account of `role` and its token. */
export const staffAccountOf = async (t: TestApp, role: StaffRole): Promise<{ id: string; email: string; token: string }> => {
  const member = await signUpMember(t.app);
  const owner = bearer(await t.staffToken());
  const users = (await t.app.inject({ url: '/users', headers: owner })).json() as Array<{ _id: string; email: string }>;
  const id = users.find((user) => user.email === member.email)!._id;
  const changed = await t.app.inject({ method: 'PUT', url: `/users/${id}/role`, headers: owner, payload: { role } });
  if (changed.statusCode !== 200) throw new Error(`role change failed: ${changed.statusCode} ${changed.body}`);
  return { id, email: member.email, token: (await login(t.app, member.email, MEMBER_PASSWORD)).token };
};

/** A token of a fresh account of every staff role. */
export const tokensOfEveryRole = async (t: TestApp): Promise<Record<StaffRole, string>> => {
  const entries = [];
  for (const role of STAFF_ROLES) entries.push([role, (await staffAccountOf(t, role)).token] as const);
  return Object.fromEntries(entries) as Record<StaffRole, string>;
};
