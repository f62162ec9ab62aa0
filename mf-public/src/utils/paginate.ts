// One page of a list, and how many pages the list has.

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown (0 and 0 for an empty list). */
  first: number;
  last: number;
  total: number;
}

export const paginate = <T>(list: readonly T[], requestedPage: number, pageSize: number): PageSlice<T> => {
  const total = list.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const items = list.slice(start, start + pageSize);
  return { items, page, pageCount, first: total === 0 ? 0 : start + 1, last: start + items.length, total };
};

/** The `page` search parameter as a number (1 when missing or invalid). */
export const pageFromSearch = (search: URLSearchParams): number => {
  const value = Number(search.get('page'));
  return Number.isInteger(value) && value > 0 ? value : 1;
};
