// Detail pages read two records: the body (single blog, single service) and the
// entry it belongs to (blog, service); a missing record reads as `null`. When the body
// does not exist the entry's own description is shown instead of an error (issue 3);
// when neither exists the address is no page of the site.

import { errorLine, loadErrors } from '@agency/shared/contract';
import { serverMessage } from '@agency/shared/api';

type QueryError = Parameters<typeof serverMessage>[0];

export interface QueryLike<T> {
  /** undefined while loading, null when the record does not exist. */
  data?: T | null;
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

export const detailWithFallback = <B, E>(body: QueryLike<B>, entry: QueryLike<E>): Detail<B, E> => {
  if (body.data) return { status: 'body', body: body.data, entry: entry.data ?? undefined };
  if (body.isError) return { status: 'error', message: detailErrorLine(body.error) };
  if (body.data === undefined) return { status: 'loading' };
  if (entry.data) return { status: 'entry', entry: entry.data };
  if (entry.isError) return { status: 'error', message: detailErrorLine(entry.error) };
  return entry.data === null ? { status: 'missing' } : { status: 'loading' };
};
