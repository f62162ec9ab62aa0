// Reading failures of API calls the way product §8 wants them shown.

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

const body = (error: QueryError): Record<string, unknown> | undefined => {
  if (error && 'data' in error && typeof error.data === 'object' && error.data !== null) {
    return error.data as Record<string, unknown>;
  }
  return undefined;
};

/** The server's `message` (content calls) or `msg` (login, sign-up), if it sent one. */
export const serverMessage = (error: QueryError): string | undefined => {
  const data = body(error);
  const text = data?.message ?? data?.msg;
  return typeof text === 'string' && text.length > 0 ? text : undefined;
};

/** Field messages of a 400 reply: `{ errors: { field: message } }`. */
export const fieldErrors = (error: QueryError): Record<string, string> => {
  const errors = body(error)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
};

/** True when the request never got an HTTP reply (network down, API stopped). */
export const isNetworkFailure = (error: QueryError): boolean =>
  !!error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/** HTTP status of a failed call, if it got one. */
export const httpStatus = (error: QueryError): number | undefined =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** Seconds until a refused request may be sent again (the 429's Retry-After), if the reply said. */
export const retryAfterSeconds = (error: QueryError): number | undefined => {
  const seconds = error && 'retryAfterSeconds' in error ? Number(error.retryAfterSeconds) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

/** A failed call's error with the reply's Retry-After kept (RTK Query drops the headers). */
export const withRetryAfter = <E extends object>(error: E, response: Response | undefined): E & { retryAfterSeconds?: number } => {
  const seconds = Number(response?.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? { ...error, retryAfterSeconds: seconds } : error;
};
