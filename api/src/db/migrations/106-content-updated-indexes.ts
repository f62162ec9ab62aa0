// The dashboard's last changes (GET /dashboard) read each content table newest save first: an index
// on `updatedAt` (then `_id`, the tie-breaker) lets each read stop after a few rows instead of
// sorting the whole table (100,000 posts took about 50 ms a table on SQLite without it).

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The content tables as they are at this migration. */
const CONTENT_TABLES = [
  'about_us',
  'blogs',
  'single_blogs',
  'works',
  'services',
  'single_services',
  'team',
  'products',
  'testimonials',
  'plans',
  'faqs',
] as const;

/** The same name and columns as content-table-v2.ts gives a table created later. */
const indexName = (table: string) => `${table}_updated_idx`;

async function applyUp(db: AnyDb): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema.createIndex(indexName(table)).on(table).columns(['updatedAt', '_id']).execute();
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const table of CONTENT_TABLES) await db.schema.dropIndex(indexName(table)).ifExists().execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
