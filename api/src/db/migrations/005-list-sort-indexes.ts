// Indexes for every sort the paged lists offer (GET /{resource}?sort=…, /contact, /users):
// each sorted column (case-insensitive for text, as the lists order it) followed by `_id`,
// the tie-breaker, so a page is read from the index instead of sorting the table.
// Creation-time sorts of the content tables and of contacts are indexed since 001.

import { sql, type Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Content tables and the title-like column their lists sort by (content-storage's labelField). */
const LABELS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['about_us', 'title'],
  ['blogs', 'heading'],
  ['single_blogs', 'heading'],
  ['works', 'title'],
  ['services', 'title'],
  ['single_services', 'heading'],
  ['team', 'title'],
  ['products', 'name'],
  ['testimonials', 'title'],
  ['plans', 'planName'],
  ['faqs', 'heading'],
];

const TEXT_SORTS: ReadonlyArray<readonly [table: string, column: string]> = [
  ...LABELS,
  ['contacts', 'firstName'],
  ['contacts', 'email'],
  ['users', 'username'],
  ['users', 'email'],
];

const indexName = (table: string, column: string) => `${table}_${column.toLowerCase()}_sort_idx`;

async function applyUp(db: AnyDb): Promise<void> {
  // Same syntax on both engines: an expression index on lower(column), then the id.
  for (const [table, column] of TEXT_SORTS) {
    await sql`create index ${sql.id(indexName(table, column))} on ${sql.table(table)} (lower(${sql.ref(column)}), ${sql.ref('_id')})`.execute(
      db,
    );
  }
  await db.schema.createIndex('users_created_idx').on('users').columns(['createdAt', '_id']).execute();
}

async function applyDown(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_created_idx').ifExists().execute();
  for (const [table, column] of TEXT_SORTS) await db.schema.dropIndex(indexName(table, column)).ifExists().execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
