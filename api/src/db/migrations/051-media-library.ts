// The media library (issue 21): one row per image uploaded to it, with its alt
// text. The same picture uploaded twice is one row (sha256 of the uploaded bytes).

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('media_items')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('file', 'text', (c) => c.notNull().unique())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_items_created_idx').on('media_items').columns(['createdAt', '_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media_items').ifExists().execute();
}
