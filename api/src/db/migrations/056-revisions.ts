// Revisions (issue 19): every save of an entry with a public page keeps a copy of the row it
// wrote, numbered per entry, with who saved it and when, so staff can compare two versions and
// restore one. The copy is the whole stored row as JSON: columns added later (the SEO fields of
// 055, ...) are kept without changing this table. Keyed by the entry's id (ids are unique across
// the content tables) and its revision number; the newest revisions of an entry are read first.

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function applyUp(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('revisions')
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    // The image files the snapshot names (JSON list): what the orphan sweep keeps, read without the snapshots.
    .addColumn('image_files', 'text', (c) => c.notNull().defaultTo('[]'))
    // Null for the version an entry had before revisions were kept (its author is unknown).
    .addColumn('author_id', 'text')
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('revisions_pk', ['entity_id', 'number'])
    .execute();
  // Only revisions that keep files are read by the sweeps.
  await db.schema
    .createIndex('revisions_with_images_idx')
    .on('revisions')
    .columns(['resource', 'image_files'])
    .where('image_files', '!=', '[]')
    .execute();
}

async function applyDown(db: AnyDb): Promise<void> {
  await db.schema.dropTable('revisions').ifExists().execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
