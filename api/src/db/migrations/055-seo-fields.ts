// SEO fields per entry (issue 19): the tables whose entries have a page of their own (a post's
// card and body, a service's card and body) get a meta title and description, a social image
// (a stored file name or an address), a canonical URL, noindex and a focus keyphrase. Existing
// rows get empty values, so their pages keep the titles and descriptions derived today. The
// index serves the sitemap's count of published entries hidden from search engines.

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** About, works and products show on shared pages (/about, the home page, /shop): no page of their own to describe. */
export const SEO_TABLES = ['blogs', 'single_blogs', 'services', 'single_services'] as const;

const TEXT_COLUMNS = ['metaTitle', 'metaDescription', 'socialImage', 'canonicalUrl', 'focusKeyphrase'] as const;

async function applyUp(db: AnyDb): Promise<void> {
  for (const table of SEO_TABLES) {
    for (const column of TEXT_COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema
      .alterTable(table)
      .addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_noindex_idx`).on(table).columns(['noindex', 'state']).execute();
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const table of SEO_TABLES) {
    await db.schema.dropIndex(`${table}_noindex_idx`).ifExists().execute();
    for (const column of ['noindex', ...TEXT_COLUMNS]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
