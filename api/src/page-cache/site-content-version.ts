// What public pages are built from, each source with a version that moves with every change to
// it: each content table's list_stats version (moved by triggers in the write's own transaction:
// edits, deletes, publication, the scheduler's sweep, a slug rename and the redirect it leaves),
// and the page SEO rows (their newest save and their count). Read from the database, so every
// instance sees every other's writes; the site server's page cache keeps a page only while the
// versions of the sources its render read are unchanged.

import { sql, type Kysely } from 'kysely';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES, otherHalfOf } from '@agency/shared/contract/resources';
import type { Database } from '../db/schema';
import { keptPrepared } from '../db/prepared-statements';
import { CONTENT_STORAGE } from '../persistence/content-storage';

const PAGE_SEO = 'page_seo';
const CONTENT_TABLES: string[] = [...new Set(CONTENT_RESOURCE_KEYS.map((key) => CONTENT_STORAGE[key].table))];
/** Every source a page can read: what a render that read an unknown API path depends on. */
export const PAGE_SOURCES: readonly string[] = [...CONTENT_TABLES, PAGE_SEO];

/** The version of each source, by name. */
export type SourceVersions = Record<string, string>;

/** Reads the version of every source in one statement, built and compiled once and kept prepared: the
 *  page cache asks for it per batch of requests, and building a Kysely query each time was most of that
 *  read's cost on the event loop, parsing and planning it most of its cost in PostgreSQL. */
export const sourceVersionsReader = (db: Kysely<Database>): (() => Promise<SourceVersions>) => {
  const statement = db
    .selectFrom('list_stats')
    .select(['name', sql<string>`cast(version as text)`.as('version')])
    .where('name', 'in', CONTENT_TABLES)
    .unionAll(
      db
        .selectFrom('page_seo')
        .select([
          sql.lit(PAGE_SEO).as('name'),
          sql<string>`cast(count(*) as text) || '@' || coalesce(max(${sql.ref('updatedAt')}), '')`.as('version'),
        ]),
    )
    .compile();
  const prepared = keptPrepared(statement);
  return async () => {
    const { rows } = await db.executeQuery(prepared);
    return Object.fromEntries(rows.map((row) => [row.name, String(row.version)]));
  };
};

// A post's page reads its card and its body by one slug: a read of either half depends on both.
const TABLES_OF_PATH = new Map<string, string[]>(
  CONTENT_RESOURCE_KEYS.map((key) => {
    const other = otherHalfOf(key);
    return [CONTENT_RESOURCES[key].path, [CONTENT_STORAGE[key].table, ...(other ? [CONTENT_STORAGE[other].table] : [])]];
  }),
);

/** The sources a public read of the API reads, by its path under the API's mount (`/blog/slug/x`). */
export const sourcesOfApiPath = (path: string): readonly string[] => {
  const [first, second] = path.replace(/^\//, '').split(/[/?]/, 2);
  if (first === 'seo' && second === 'pages') return [PAGE_SEO];
  return TABLES_OF_PATH.get(first) ?? PAGE_SOURCES;
};
