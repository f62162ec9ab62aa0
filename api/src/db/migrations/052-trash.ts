// The trash (issue 21): a deleted content entry's stored row, kept for 30 days so staff
// can restore it with the same id. Keyed by the entry's id (ids are unique across the
// content tables); its image files stay on disk or in the bucket until the purge.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('trash')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('row_json', 'text', (c) => c.notNull())
    .addColumn('old_slugs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deleted_by', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('purge_after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_deleted_idx').on('trash').columns(['deleted_at', '_id']).execute();
  await db.schema.createIndex('trash_purge_idx').on('trash').column('purge_after').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('trash').ifExists().execute();
}
