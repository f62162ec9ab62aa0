// Detail pages read two records: the body (single blog, single service) and the
// entry it belongs to (blog, service). When the body does not exist (404) the
// entry's own description is shown instead of an error (issue 3).

import { errorLine, loadErrors } from '@agency/shared/contract';
import { httpStatus, serverMessage } from '@agency/shared/api';

type QueryError = Parameters<typeof serverMessage>[0];

export interface QueryLike<T> {
  data?: T;
  isError: boolean;
  error?: QueryError;
}

export type Detail<B, E> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'body'; body: B; entry?: E }
  | { status: 'entry'; entry: E };

/** 'Error: {message}' with the server's message, else 'Network response was not ok' (spec §8). */
export const detailErrorLine = (error: QueryError): string => errorLine(serverMessage(error) ?? loadErrors.networkNotOk);

export const detailWithFallback = <B, E>(body: QueryLike<B>, entry: QueryLike<E>): Detail<B, E> => {
  if (body.data) return { status: 'body', body: body.data, entry: entry.data };
  if (!body.isError) return { status: 'loading' };
  if (httpStatus(body.error) !== 404) return { status: 'error', message: detailErrorLine(body.error) };
  if (entry.data) return { status: 'entry', entry: entry.data };
  if (entry.isError) return { status: 'error', message: detailErrorLine(entry.error) };
  return { status: 'loading' };
};
