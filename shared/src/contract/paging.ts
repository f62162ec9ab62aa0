// Paging, sort and search for every list on the API host. The brief's unparameterized calls
// (product §7) keep their exact reply shape; a call carrying any of LIST_QUERY_KEYS gets one page
// and the total instead, so what a screen costs follows what it shows, not the table size.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export type SortOrder = 'asc' | 'desc';

/** A list request: `page` is 1-based; `q` searches the resource's text fields. */
export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
}

/** The reply to a paged list request. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export const LIST_QUERY_KEYS = ['page', 'limit', 'sort', 'order', 'q'] as const;

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
