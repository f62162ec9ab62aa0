// Full-text search that scales with the data: SQLite FTS5 tables kept by triggers, and
// PostgreSQL GIN indexes over the same words. Migration 006 indexed a frozen copy of the
// definitions below (db/migrations/helpers/full-text-v1.ts); search-index-frozen.test.ts keeps
// the queries naming exactly the indexed expression, so a change here needs a new migration.
//
// SQLite: one contentless FTS5 table per searched table (`<table>_search`). Its `_id` column
// is indexed so the triggers find a row's entry by MATCH (rowids of a text-keyed table may
// change on VACUUM); `ref` holds the same id unindexed, for the join back. PostgreSQL: an
// expression index `to_tsvector('simple', …)`; its parser drops HTML tags. Both split e-mail
// addresses into words (`ann@example.com` is ann, example, com) and match word prefixes.

import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../db/connect';

export interface FullTextIndex {
  table: string;
  columns: readonly string[];
  /** Columns holding e-mail addresses: split at '@' and '.' into words. */
  emailColumns?: readonly string[];
}

export const FULL_TEXT_INDEXES = {
  blogs: { table: 'blogs', columns: ['heading', 'description'] },
  single_blogs: { table: 'single_blogs', columns: ['heading', 'description'] },
  contacts: { table: 'contacts', columns: ['firstName', 'lastName', 'email', 'subject', 'message'], emailColumns: ['email'] },
} as const satisfies Record<string, FullTextIndex>;

const MAX_TERMS = 8;

/** The words of a search: letters and digits, lower-cased; everything else separates. */
export const searchTerms = (q: string): string[] =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);

export const sqliteSearchTable = (index: FullTextIndex): string => `${index.table}_search`;

const quoted = (name: string) => `"${name}"`;

/** The text PostgreSQL indexes: the columns joined by spaces, e-mail columns split into words. */
export const postgresDocument = (index: FullTextIndex): string =>
  index.columns
    .map((column) =>
      (index.emailColumns as readonly string[] | undefined)?.includes(column) ? `translate(${quoted(column)}, '@.', '  ')` : quoted(column),
    )
    .join(` || ' ' || `);

export const postgresVector = (index: FullTextIndex): string => `to_tsvector('simple'::regconfig, ${postgresDocument(index)})`;

/** FTS5 query: every term as a prefix, in the text columns only (never the `_id` column). */
const fts5Query = (index: FullTextIndex, terms: readonly string[]): string =>
  `{${index.columns.join(' ')}} : (${terms.map((term) => `"${term}"*`).join(' AND ')})`;

/** tsquery: every term as a prefix. Terms hold letters and digits only, so nothing needs quoting. */
const tsQuery = (terms: readonly string[]): string => terms.map((term) => `${term}:*`).join(' & ');

/**
 * A condition on `<alias>._id` (or the table's own columns on PostgreSQL) that holds for the
 * rows matching every term. `terms` must not be empty.
 */
export const fullTextMatch = (
  engine: Engine,
  index: FullTextIndex,
  terms: readonly string[],
  alias: string = index.table,
): RawBuilder<boolean> => {
  if (engine === 'postgres') {
    const vector = index.columns.reduce(
      (expression, column) => expression.split(quoted(column)).join(`${quoted(alias)}.${quoted(column)}`),
      postgresVector(index),
    );
    return sql<boolean>`${sql.raw(vector)} @@ to_tsquery('simple'::regconfig, ${tsQuery(terms)})`;
  }
  const search = sqliteSearchTable(index);
  return sql<boolean>`${sql.ref(`${alias}._id`)} in (select ref from ${sql.table(search)} where ${sql.table(search)} match ${fts5Query(index, terms)})`;
};
