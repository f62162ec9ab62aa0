// One page of a filtered query and the list's total, the way every paged list reads:
// sorted by one column then `_id` (a stable order, so no row shows on two pages), and a
// total that is counted only when the page itself cannot tell where the list ends.

import { sql, type Expression, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Page, SortOrder } from '@agency/shared/contract/paging';
import type { ListStats } from './list-stats';
import { BOOKMARK_EVERY, fromBookmark } from './page-bookmarks';

// The helper serves every table; the typed schema cannot follow a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any> | Transaction<any>;

export interface PageRequest {
  page: number;
  limit: number;
  order: SortOrder;
}

export interface PagedSelect<R> {
  /** The table(s) and filters, without selections or order. */
  base: AnySelect;
  select: (query: AnySelect) => AnySelect;
  /** The sort column or expression; `idColumn` breaks ties. */
  sortBy: string | Expression<unknown>;
  idColumn: string;
  request: PageRequest;
  /** The total when it is known without counting (an unfiltered list: list_stats). */
  knownTotal?: () => Promise<number>;
  /**
   * Set on an unfiltered list whose version moves on every change (list_stats): a deep page
   * starts from a cached bookmark instead of an OFFSET over every row before it
   * (page-bookmarks.ts). `name` tells lists apart (table, sort and order).
   */
  bookmarks?: { db: AnyDb; name: string; stats: () => Promise<ListStats> };
  /**
   * Set (to the database `base` reads) when `base` filters by a full-text search: the page is
   * then sorted out of the matches, found first (`matchingPageIds`).
   */
  matchesFirst?: AnyDb;
  map: (row: Record<string, unknown>) => R;
}

/** Case-insensitive `LIKE '%query%'` on one column, with LIKE's wildcards taken literally. */
export const containsText = (column: string, query: string) => {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // SQLite has no default LIKE escape character: name it for both engines.
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
};

/** Text sorts ignore case, as staff read names; the sort indexes (migration 005) are on lower(column). */
export const caseInsensitive = (column: string): Expression<unknown> => sql`lower(${sql.ref(column)})`;

/**
 * The ids of one page of a searched list: every match first, in a materialized CTE (read
 * through the search index: GIN on PostgreSQL, FTS5 on SQLite), then sorted and cut. Left
 * to itself PostgreSQL walks the sort index newest first and tests every row against the
 * search, betting that LIMIT stops it early; a search finds few rows, so it reads the whole
 * table instead (4.7 s for 300,000 messages, over 30 s at 1,000,000: docs/benchmarks.md).
 * The fence costs a sort of the matches, which a search keeps few.
 */
const matchingPageIds = <R>(db: AnyDb, paged: PagedSelect<R>, offset: number) => {
  const { limit, order } = paged.request;
  const sortKey = typeof paged.sortBy === 'string' ? sql.ref(paged.sortBy) : paged.sortBy;
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => paged.base.select([sql.ref(paged.idColumn).as('id'), sql`${sortKey}`.as('sort_key')]),
    )
    .selectFrom('matches')
    .select('id')
    .orderBy('sort_key', order)
    .orderBy('id', order)
    .limit(limit)
    .offset(offset);
};

export const selectPage = async <R>(paged: PagedSelect<R>): Promise<Page<R>> => {
  const { page, limit, order } = paged.request;
  const offset = (page - 1) * limit;
  const ordered = (query: AnySelect) => query.orderBy(paged.sortBy as never, order).orderBy(paged.idColumn as never, order);
  let stats: ListStats | undefined;
  let from = { base: paged.base, offset };
  if (paged.bookmarks && offset >= BOOKMARK_EVERY) {
    const { db, name } = paged.bookmarks;
    stats = await paged.bookmarks.stats();
    const sortKey = typeof paged.sortBy === 'string' ? sql.ref(paged.sortBy) : paged.sortBy;
    from = await fromBookmark({ db, name, stats, base: paged.base, sortKey, idColumn: paged.idColumn, order }, offset);
  }
  // The page's ids first, from the sort index alone, then only those rows: skipping to a deep
  // page steps over index entries instead of reading every skipped row (a "deferred join").
  const pageIds = paged.matchesFirst
    ? matchingPageIds(paged.matchesFirst, paged, offset)
    : ordered(from.base.select(paged.idColumn as never))
        .limit(limit)
        .offset(from.offset);
  const rows: Array<Record<string, unknown>> = await ordered(
    paged.select(paged.base.where(paged.idColumn as never, 'in', pageIds)),
  ).execute();
  let total: number;
  if (rows.length > 0 && rows.length < limit) total = offset + rows.length;
  else if (rows.length === 0 && page === 1) total = 0;
  else if (stats) total = stats.rows;
  else if (paged.knownTotal) total = await paged.knownTotal();
  else {
    const counted = await paged.base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
    total = Number((counted as { total?: unknown } | undefined)?.total ?? 0);
  }
  return { data: rows.map(paged.map), total, page, limit };
};
