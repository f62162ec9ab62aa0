// The page, sort, search, state and date filters of an admin list, kept in the address
// (`?page=3&sort=heading&q=seo&state=draft&from=2026-11-01&to=2026-11-30`):
// a reload, a shared link or Back shows the same rows. Ten rows a page (product §9). Other search
// parameters of the page (e.g. Our Contacts' `view`) are left as they are.

import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@agency/shared/router';
import { siteTimeZone } from '../format/date-time';
import { zonedToUtc } from '../form/zoned-time';
import type { DateRange } from './date-filter';
import {
  ADMIN_PAGE_SIZE,
  isPublicationState,
  PAGE_MAX,
  SEARCH_MAX_CHARS,
  type ListQuery,
  type PublicationState,
  type SortOrder,
} from '@agency/shared/contract';

export interface ListQueryControls {
  query: ListQuery;
  setPage: (page: number) => void;
  /** A new search starts again at page 1. */
  setSearch: (q: string) => void;
  /** A new order starts again at page 1. */
  setSort: (sort: string, order: SortOrder) => void;
  /** Only entries in one publication state, or all (undefined); starts again at page 1. */
  setState: (state: PublicationState | undefined) => void;
  /** The date filter's days as chosen (`YYYY-MM-DD`, both included); undefined for a list without one. */
  days?: DateRange;
  /** Only entries added from one day to another (either may be open); changes the bounds named; starts again at page 1. */
  setDays: (change: DateRange) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null): string | undefined =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The API's instants for a range of days in the agency's time zone: from the first day's start to the end of the last. */
const instantsOf = (from: string | undefined, to: string | undefined): Pick<ListQuery, 'from' | 'to'> => {
  const zone = siteTimeZone();
  const startOf = (day: string) => zonedToUtc(`${day}T00:00`, zone);
  const start = from ? startOf(from) : undefined;
  const end = to ? startOf(dayAfter(to)) : undefined;
  // Days chosen the wrong way round mean the first of them only.
  if (start && end && end <= start) return { from: start, to: startOf(dayAfter(from!)) };
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
};

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
};

export interface ListQueryOptions {
  /** The list filters by the days its entries were added (the API takes `from` and `to`). */
  byDate?: boolean;
}

export const useListQuery = (limit: number = ADMIN_PAGE_SIZE, { byDate = false }: ListQueryOptions = {}): ListQueryControls => {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX_CHARS);
  const sort = params.get('sort') || undefined;
  const orderParam = params.get('order');
  const order: SortOrder | undefined = sort && (orderParam === 'asc' || orderParam === 'desc') ? orderParam : undefined;
  const stateParam = params.get('state');
  const state = isPublicationState(stateParam) ? stateParam : undefined;
  const fromDay = byDate ? dayOf(params.get('from')) : undefined;
  const toDay = byDate ? dayOf(params.get('to')) : undefined;

  const query = useMemo<ListQuery>(
    () => ({
      page,
      limit,
      ...(sort ? { sort, order: order ?? 'asc' } : {}),
      ...(q ? { q } : {}),
      ...(state ? { state } : {}),
      ...instantsOf(fromDay, toDay),
    }),
    [page, limit, sort, order, q, state, fromDay, toDay],
  );
  const days = useMemo(() => (byDate ? { from: fromDay, to: toDay } : undefined), [byDate, fromDay, toDay]);

  // react-router builds on the params of the last render, even in setParams's updater form: two
  // changes before a re-render (a quick hand, a script) would lose the first. So a change builds on
  // the params this hook last wrote while the render it wrote from is still the current one (the
  // router's params object is new after any move of the address, Back included).
  const written = useRef<{ onto: URLSearchParams; params: URLSearchParams } | undefined>(undefined);
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(written.current?.onto === params ? written.current.params : params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      written.current = { onto: params, params: next };
      setParams(next);
    },
    [params, setParams],
  );

  return {
    query,
    setPage: useCallback((next: number) => update({ page: next > 1 ? String(next) : undefined }), [update]),
    setSearch: useCallback((next: string) => update({ q: next.trim() || undefined, page: undefined }), [update]),
    setSort: useCallback((key: string, next: SortOrder) => update({ sort: key, order: next, page: undefined }), [update]),
    setState: useCallback((next: PublicationState | undefined) => update({ state: next, page: undefined }), [update]),
    days,
    setDays: useCallback((change: DateRange) => update({ ...change, page: undefined }), [update]),
  };
};
