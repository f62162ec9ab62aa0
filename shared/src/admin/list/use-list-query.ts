// The page, sort, search and state filter of an admin list, kept in the address (`?page=3&sort=heading&q=seo&state=draft`):
// a reload, a shared link or Back shows the same rows. Ten rows a page (product §9). Other search
// parameters of the page (e.g. Our Contacts' `view`) are left as they are.

import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@agency/shared/router';
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
}

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
};

export const useListQuery = (limit: number = ADMIN_PAGE_SIZE): ListQueryControls => {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX_CHARS);
  const sort = params.get('sort') || undefined;
  const orderParam = params.get('order');
  const order: SortOrder | undefined = sort && (orderParam === 'asc' || orderParam === 'desc') ? orderParam : undefined;
  const stateParam = params.get('state');
  const state = isPublicationState(stateParam) ? stateParam : undefined;

  const query = useMemo<ListQuery>(
    () => ({ page, limit, ...(sort ? { sort, order: order ?? 'asc' } : {}), ...(q ? { q } : {}), ...(state ? { state } : {}) }),
    [page, limit, sort, order, q, state],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  return {
    query,
    setPage: useCallback((next: number) => update({ page: next > 1 ? String(next) : undefined }), [update]),
    setSearch: useCallback((next: string) => update({ q: next.trim() || undefined, page: undefined }), [update]),
    setSort: useCallback((key: string, next: SortOrder) => update({ sort: key, order: next, page: undefined }), [update]),
    setState: useCallback((next: PublicationState | undefined) => update({ state: next, page: undefined }), [update]),
  };
};
