// Review before publishing: an author submits a draft with a note; an editor approves it
// (publishing or scheduling it) or sends it back with a comment. One row per submission, so the
// author sees the history of each and the editors' queue is the pending rows.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reviews_author_idx').on('reviews').columns(['author_id', 'created_at']).execute();
  await db.schema.createIndex('reviews_entity_idx').on('reviews').columns(['entity_id', 'status']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reviews').ifExists().execute();
}
