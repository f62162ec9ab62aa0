// Paging, sort and search for every list on the API host. The brief's unparameterized calls
// (product §7) keep their exact reply shape; a call carrying any of LIST_QUERY_KEYS gets one page
// and the total instead, so what a screen costs follows what it shows, not the table size.

import type { PublicationState } from './publication';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Far past any real list; keeps offsets inside what both databases take as a number. */
export const PAGE_MAX = 1_000_000;
/** Longest search text; longer is refused rather than cut, so a query means what it says. */
export const SEARCH_MAX_CHARS = 100;

export type SortOrder = 'asc' | 'desc';

/** A list request: `page` is 1-based; `q` searches the resource's text fields. */
export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
  /** Only entries in this publication state (lists of publishable content, issue 19). */
  state?: PublicationState;
  /** Only entries created at or after this instant (ISO 8601; the admin lists' date filter, issue 21). */
  from?: string;
  /** Only entries created before this instant (ISO 8601). */
  to?: string;
}

/** The reply to a paged list request. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export const LIST_QUERY_KEYS = ['page', 'limit', 'sort', 'order', 'q', 'state', 'from', 'to'] as const;

/** True when a request asks for a page rather than the brief's whole list. */
export function isPagedRequest(query: Readonly<Record<string, unknown>>): boolean {
  return LIST_QUERY_KEYS.some((key) => query[key] !== undefined);
}

/** The query string for a list request, keys in a stable order (cache keys, crawlable URLs). */
export function listSearchParams(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A search as typed, trimmed. NUL characters are dropped: no stored text holds one, and PostgreSQL cannot compare with them. */
export const searchText = (raw: string): string => raw.replace(/\0/g, '').trim();

/** Pages in a list of `total` rows, `limit` a page (at least one, so an empty list has page 1). */
export const pageCountOf = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

export type PageWindowItem = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and `radius` either side of the
 * current one, with a gap where numbers are left out. Ten thousand pages stay a short row.
 */
export function pageWindow(page: number, pageCount: number, radius = 2): PageWindowItem[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - radius; n <= page + radius; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    // A gap of one number is shown as that number: '…' would hide no more than it takes.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
