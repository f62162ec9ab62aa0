// One page of a filtered query and the list's total, the way every paged list reads:
// sorted by one column then `_id` (a stable order, so no row shows on two pages), and a
// total that is counted only when the page itself cannot tell where the list ends.

import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Page, SortOrder } from '@agency/shared/contract/paging';

// The helper serves every table; the typed schema cannot follow a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

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

export const selectPage = async <R>(paged: PagedSelect<R>): Promise<Page<R>> => {
  const { page, limit, order } = paged.request;
  const offset = (page - 1) * limit;
  const ordered = (query: AnySelect) => query.orderBy(paged.sortBy as never, order).orderBy(paged.idColumn as never, order);
  // The page's ids first, from the sort index alone, then only those rows: skipping to a deep
  // page steps over index entries instead of reading every skipped row (a "deferred join").
  const pageIds = ordered(paged.base.select(paged.idColumn as never))
    .limit(limit)
    .offset(offset);
  const rows: Array<Record<string, unknown>> = await ordered(
    paged.select(paged.base.where(paged.idColumn as never, 'in', pageIds)),
  ).execute();
  let total: number;
  if (rows.length > 0 && rows.length < limit) total = offset + rows.length;
  else if (rows.length === 0 && page === 1) total = 0;
  else if (paged.knownTotal) total = await paged.knownTotal();
  else {
    const counted = await paged.base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
    total = Number((counted as { total?: unknown } | undefined)?.total ?? 0);
  }
  return { data: rows.map(paged.map), total, page, limit };
};
