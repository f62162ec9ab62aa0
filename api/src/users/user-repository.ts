// Reading and writing accounts. Replies are built here, and they never carry
// the password hash.

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Me, Role, User } from '@agency/shared/contract/entities';
import { permissionsOf, type StaffRole } from '@agency/shared/contract/staff-roles';
import type { Page } from '@agency/shared/contract/paging';
import type { ListSpec } from '@agency/shared/contract/parse-list-query';
import { readListStats } from '../persistence/list-stats';
import { caseInsensitive, containsText, selectPage, type PageRequest } from '../persistence/paged-select';
import type { Engine } from '../db/connect';
import { isoNow, newObjectId } from '../db/ids';
import { forUpdate } from '../db/row-lock';
import type { Database, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  username: string;
  email: string;
  phone: string;
  passwordHash: string;
  role: Role;
  /** A staff account's role; none given, a staff account is an owner (as every staff account was before roles). */
  staffRole?: StaffRole;
  firstname?: string;
  lastname?: string;
  gender?: string;
  age?: number | null;
}

/** A member has no staff role, whatever the column says. */
export const staffRoleOf = (row: Pick<UserRow, 'role' | 'staffRole'>): StaffRole | null => (row.role === 'staff' ? row.staffRole : null);

export const toUser = (row: UserRow): User => ({
  _id: row._id,
  username: row.username,
  email: row.email,
  phone: row.phone,
  role: row.role,
  staffRole: staffRoleOf(row),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toMe = (row: UserRow): Me => ({
  _id: row._id,
  username: row.username,
  email: row.email,
  phone: row.phone,
  role: row.role,
  staffRole: staffRoleOf(row),
  permissions: permissionsOf(staffRoleOf(row)),
});

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

type Db = Kysely<Database> | Transaction<Database>;

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('_id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();

export const listUsers = (db: Db): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute();

/** Newest first by default; by name or e-mail A to Z (indexes: migration 005). */
export const USER_LIST_SPEC: ListSpec = { sorts: { createdAt: 'desc', username: 'asc', email: 'asc' } };

/** One page of accounts; `q` is looked for in the name and the e-mail address. */
export const listUsersPage = (db: Db, query: PageRequest & { sort: string; q: string }): Promise<Page<User>> => {
  const q = query.q.trim();
  return selectPage<User>({
    base: db.selectFrom('users').$if(q !== '', (qb) => qb.where((eb) => eb.or([containsText('username', q), containsText('email', q)]))),
    select: (qb) => qb.selectAll(),
    sortBy: query.sort === 'createdAt' ? 'createdAt' : caseInsensitive(query.sort),
    idColumn: '_id',
    request: query,
    knownTotal: q === '' ? async () => (await readListStats(db, 'users')).rows : undefined,
    map: (row) => toUser(row as unknown as UserRow),
  });
};

export const countStaff = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'staff')
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Locks the owners' rows (PostgreSQL) so two role changes cannot both pass the last-owner check. */
export const lockOwners = async (trx: Transaction<Database>, engine: Engine): Promise<number> => {
  const rows = await forUpdate(
    trx.selectFrom('users').select('_id').where('role', '=', 'staff').where('staffRole', '=', 'owner'),
    engine,
  ).execute();
  return rows.length;
};

/** Locks the staff rows (PostgreSQL) so two demotions cannot both pass the last-staff check. */
export const lockStaff = async (trx: Transaction<Database>, engine: Engine): Promise<number> => {
  const rows = await forUpdate(trx.selectFrom('users').select('_id').where('role', '=', 'staff'), engine).execute();
  return rows.length;
};

export const insertUser = async (db: Db, user: NewUser): Promise<UserRow> => {
  const now = isoNow();
  const row: UserRow = {
    _id: newObjectId(),
    username: user.username,
    email: normalizeEmail(user.email),
    phone: user.phone,
    password_hash: user.passwordHash,
    role: user.role,
    staffRole: user.role === 'staff' ? (user.staffRole ?? 'owner') : null,
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    gender: user.gender ?? '',
    age: user.age ?? null,
    contactsSeenAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
};

export const updatePasswordHash = async (db: Db, id: string, passwordHash: string): Promise<void> => {
  await db.updateTable('users').set({ password_hash: passwordHash, updatedAt: isoNow() }).where('_id', '=', id).execute();
};
