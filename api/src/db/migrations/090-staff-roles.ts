// Staff roles: every staff account gets a role of its own (owner, editor, author, seo, viewer).
// The accounts that were staff before roles could do everything, so they become owners;
// members keep no staff role.

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('staffRole', 'text').execute();
  await sql`update users set "staffRole" = 'owner' where role = 'staff'`.execute(db);
  await db.schema.createIndex('users_staff_role_idx').on('users').column('staffRole').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_staff_role_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('staffRole').execute();
}
