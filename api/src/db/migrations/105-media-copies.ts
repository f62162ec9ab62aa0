// The media library may hold the same picture twice when staff choose "keep both" on an
// upload that matches a stored one: the bytes' hash is indexed for the match, no longer
// unique. The table is copied over, as SQLite cannot drop a column's unique constraint.

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const rebuild = async (db: AnyDb, uniqueHash: boolean) => {
  await db.schema
    .createTable('media_items_next')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('file', 'text', (c) => c.notNull().unique())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sha256', 'text', (c) => (uniqueHash ? c.notNull().unique() : c.notNull()))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into media_items_next ("_id", "file", "alt", "name", "size", "sha256", "createdAt", "updatedAt")
    select "_id", "file", "alt", "name", "size", "sha256", "createdAt", "updatedAt" from media_items`.execute(db);
  await db.schema.dropTable('media_items').execute();
  await db.schema.alterTable('media_items_next').renameTo('media_items').execute();
  await db.schema.createIndex('media_items_created_idx').on('media_items').columns(['createdAt', '_id']).execute();
  if (!uniqueHash) await db.schema.createIndex('media_items_sha256_idx').on('media_items').column('sha256').execute();
};

export async function up(db: AnyDb): Promise<void> {
  await rebuild(db, false);
}

export async function down(db: AnyDb): Promise<void> {
  // Kept copies go first: the unique hash allows one row per picture.
  await sql`delete from media_items where "_id" not in (select min("_id") from media_items group by "sha256")`.execute(db);
  await rebuild(db, true);
}
