// Redirect rules staff manage (exact, prefix or regex; 301/302/307/308/410), with their hit
// counts. The engine loads them all into memory; the unique index keeps one rule per source.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('redirect_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('match_kind', 'text', (c) => c.notNull())
    .addColumn('query_mode', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hit_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redirect_rules_source').on('redirect_rules').columns(['match_kind', 'from_path']).unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('redirect_rules').ifExists().execute();
}
