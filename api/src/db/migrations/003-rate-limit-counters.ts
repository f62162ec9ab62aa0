// Rate-limit counters shared by every instance on one PostgreSQL database: one row per
// route and client, its hits in the current window and when that window ends (epoch
// ms). On SQLite the table stays empty: one instance counts in its own memory.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  // The clean-up deletes windows that ended.
  await db.schema.createIndex('rate_limit_counters_ends_idx').on('rate_limit_counters').column('window_ends_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
}
