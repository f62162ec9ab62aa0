// Paging, sort and search for every list on the API host. The brief's unparameterized calls
// (product §7) keep their exact reply shape; a call carrying any of LIST_QUERY_KEYS gets one page
// and the total instead, so what a screen costs follows what it shows, not the table size.

import { pagingMessages } from './public-messages';
import { PUBLICATION_STATES, isPublicationState, type PublicationState } from './publication';

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

/** What one list accepts: the fields it sorts by (the first is the default) and each one's default order. */
export interface ListSpec {
  sorts: Readonly<Record<string, SortOrder>>;
  /** The list takes `state` (publishable content). */
  filtersByState?: boolean;
  /** The list takes `from` and `to`: when its entries were created. */
  filtersByDate?: boolean;
}

type Filters = Pick<ListQuery, 'state' | 'from' | 'to'>;

export type ListQueryResult =
  | { query: Required<Omit<ListQuery, 'q' | keyof Filters>> & { q: string } & Filters; errors?: undefined }
  | { query?: undefined; errors: Record<string, string> };

/** A full ISO 8601 instant with its offset (`2026-11-01T00:00:00Z`, `2026-11-01T00:00:00+01:00`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant as stored times are written (`toISOString`), so text comparison orders them; undefined when not one. */
export const instantOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !INSTANT.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

const WHOLE_NUMBER = /^\d{1,9}$/;

const wholeNumber = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value !== 'string' || !WHOLE_NUMBER.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/** A search as typed, trimmed. NUL characters are dropped: no stored text holds one, and PostgreSQL cannot compare with them. */
export const searchText = (raw: string): string => raw.replace(/\0/g, '').trim();

/**
 * Reads a list request's query string (values as the server's parser hands them: strings,
 * or arrays when a key repeats). Every bad value is named with its own message.
 */
export function parseListQuery(raw: Readonly<Record<string, unknown>>, spec: ListSpec, defaultLimit = PAGE_SIZE_DEFAULT): ListQueryResult {
  const errors: Record<string, string> = {};
  const sortKeys = Object.keys(spec.sorts);
  const page = raw.page === undefined ? 1 : wholeNumber(raw.page, 1, PAGE_MAX);
  if (page === undefined) errors.page = pagingMessages.page(PAGE_MAX);
  const limit = raw.limit === undefined ? Math.min(defaultLimit, PAGE_SIZE_MAX) : wholeNumber(raw.limit, 1, PAGE_SIZE_MAX);
  if (limit === undefined) errors.limit = pagingMessages.limit(PAGE_SIZE_MAX);
  const sort =
    raw.sort === undefined ? sortKeys[0] : typeof raw.sort === 'string' && Object.hasOwn(spec.sorts, raw.sort) ? raw.sort : undefined;
  if (sort === undefined) errors.sort = pagingMessages.sort(sortKeys);
  const order =
    raw.order === undefined ? (sort ? spec.sorts[sort] : 'asc') : raw.order === 'asc' || raw.order === 'desc' ? raw.order : undefined;
  if (order === undefined) errors.order = pagingMessages.order;
  const q = raw.q === undefined ? '' : typeof raw.q === 'string' && raw.q.length <= SEARCH_MAX_CHARS ? searchText(raw.q) : undefined;
  if (q === undefined) errors.q = pagingMessages.q(SEARCH_MAX_CHARS);
  const state =
    raw.state === undefined || raw.state === '' ? undefined : spec.filtersByState && isPublicationState(raw.state) ? raw.state : null;
  if (state === null) errors.state = spec.filtersByState ? pagingMessages.state(PUBLICATION_STATES) : pagingMessages.noState;
  const dates: Pick<ListQuery, 'from' | 'to'> = {};
  for (const key of ['from', 'to'] as const) {
    if (raw[key] === undefined || raw[key] === '') continue;
    const instant = spec.filtersByDate ? instantOf(raw[key]) : undefined;
    if (instant) dates[key] = instant;
    else errors[key] = spec.filtersByDate ? pagingMessages.instant(key) : pagingMessages.noDates;
  }
  if (dates.from && dates.to && dates.from >= dates.to) errors.to = pagingMessages.dateOrder;
  if (Object.keys(errors).length > 0) return { errors };
  return { query: { page: page!, limit: limit!, sort: sort!, order: order!, q: q!, ...(state ? { state } : {}), ...dates } };
}

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
