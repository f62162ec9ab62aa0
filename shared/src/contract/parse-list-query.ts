// Reading a list request's query string on the API host (issue 18): every paging, sort, search and
// filter value checked, each bad one named with its own message. Not part of the contract entry that
// every page loads: only the API host validates list requests (`@agency/shared/contract/parse-list-query`).

import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_MAX_CHARS, searchText, type ListQuery, type SortOrder } from './paging';
import { pagingMessages } from './public-messages';
import { PUBLICATION_STATES, isPublicationState } from './publication';

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
