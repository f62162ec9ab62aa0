// Detail pages read one reply holding two records (product §7: GET /blog/page/{slug},
// GET /services/page/{slug}): the body (single blog, single service) and the entry it
// belongs to (blog, service). When the body does not exist the entry's own description is
// shown instead of an error (issue 3); when the page does not exist (404, `null`) the
// address is no page of the site.

import { errorLine, loadErrors, type DetailPageReply } from '@agency/shared/contract';
import { serverMessage } from '@agency/shared/api';

type QueryError = Parameters<typeof serverMessage>[0];

export interface QueryLike<T> {
  /** The answer for the current slug: undefined while loading, null when there is no such page. */
  currentData?: T | null;
  isError: boolean;
  error?: QueryError;
}

export type Detail<B, E> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** Neither record exists: the address is no page of the site (404). */
  | { status: 'missing' }
  | { status: 'body'; body: B; entry?: E }
  | { status: 'entry'; entry: E };

/** 'Error: {message}' with the server's message, else 'Network response was not ok' (product §8). */
export const detailErrorLine = (error: QueryError): string => errorLine(serverMessage(error) ?? loadErrors.networkNotOk);

export const detailWithFallback = <E, B>(page: QueryLike<DetailPageReply<E, B>>): Detail<B, E> => {
  const data = page.currentData;
  if (data?.body) return { status: 'body', body: data.body, entry: data.entry ?? undefined };
  if (data?.entry) return { status: 'entry', entry: data.entry };
  if (page.isError) return { status: 'error', message: detailErrorLine(page.error) };
  return data === undefined ? { status: 'loading' } : { status: 'missing' };
};
