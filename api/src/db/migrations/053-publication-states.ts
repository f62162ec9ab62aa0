// Publication states (issue 19): each content table with a public page gets `state` (draft,
// published or scheduled; every existing row is published, as it was) and `publishAt` (UTC ISO
// time, null unless scheduled). Indexes: the visitors' lists read the published rows in
// creation order; the scheduler finds the due rows by time.

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const PUBLISHABLE_TABLES = ['about_us', 'blogs', 'single_blogs', 'works', 'services', 'single_services', 'products'] as const;

async function applyUp(db: AnyDb): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publishAt', 'text').execute();
    await db.schema.createIndex(`${table}_state_created_idx`).on(table).columns(['state', 'createdAt', '_id']).execute();
    await db.schema.createIndex(`${table}_publish_at_idx`).on(table).columns(['publishAt']).execute();
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema.dropIndex(`${table}_publish_at_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_state_created_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('publishAt').execute();
    await db.schema.alterTable(table).dropColumn('state').execute();
  }
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
