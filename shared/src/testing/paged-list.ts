// Answers a list request the way the API host does: the whole list when the request has no
// paging keys (product §7), else one page `{ data, total, page, limit }` searched (`q`: every
// word somewhere in the row's text) and sorted (`sort`, `order`) like the server.

import { isPagedRequest, PAGE_SIZE_DEFAULT } from '@agency/shared/contract';

export interface PagedListOptions<T> {
  /** How the brief's unparameterized call wraps the list (contacts reply `{ data: [...] }`). */
  wholeReply?: (items: T[]) => unknown;
  /** The order when the request names none (the API's default sort). */
  defaultOrder?: (a: T, b: T) => number;
}

const words = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? Object.values(value).map(textOf).join(' ') : String(value ?? '');

export const pagedListReply = <T extends object>(items: readonly T[], requestUrl: string, options: PagedListOptions<T> = {}): unknown => {
  const params = Object.fromEntries(new URL(requestUrl).searchParams);
  if (!isPagedRequest(params)) return (options.wholeReply ?? ((all: T[]) => all))([...items]);
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? PAGE_SIZE_DEFAULT);
  const terms = words(params.q ?? '');
  let rows = items.filter((item) => {
    const text = textOf(item).toLowerCase();
    // `state` narrows to one publication state, as the API does for staff (issue 19).
    const inState = !params.state || (item as { state?: unknown }).state === params.state;
    return inState && terms.every((term) => text.includes(term));
  });
  if (params.sort) {
    const key = params.sort as keyof T;
    const direction = params.order === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * String(a[key]).toLowerCase().localeCompare(String(b[key]).toLowerCase()));
  } else if (options.defaultOrder) rows = [...rows].sort(options.defaultOrder);
  return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
};
