// The 404 monitor: one row per public path visitors found missing, with its count, first and
// last sighting and top referrers; staff may ignore one. `first_day` bounds the new paths a day.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('not_found_paths')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('referrers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ignored', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('not_found_paths_first_day').on('not_found_paths').column('first_day').execute();
  await db.schema.createIndex('not_found_paths_last_seen').on('not_found_paths').column('last_seen').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('not_found_paths').ifExists().execute();
}
