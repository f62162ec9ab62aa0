// The one RTK Query slice for the API host. Endpoints are injected per resource
// (content-api, auth-api, people-api); this module is a shared singleton across
// the shell and every remote, so they all use one cache.

import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type EndpointBuilder,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { ALL_TAGS } from '@agency/shared/contract';
import { apiBaseUrl, serverContext } from './runtime-config';
import { applySessionHeaders } from './session-headers';
import { readCsrfToken } from './csrf-token-storage';

/** The endpoint builder of the slice, for the modules that inject endpoints; its base query type is RTK's own, which the endpoints never look at. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiEndpointBuilder = EndpointBuilder<any, string, 'api'>;

/** Puts the API cache the server rendered the page with into the browser's store. */
export const apiHydrated = createAction<unknown>('api/hydrated');

// A server renders each page twice: the first pass starts the queries the page uses
// (side effects in render), the second renders their answers.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** Dispatched when the API rejects the stored token (expired, tampered or revoked). */
export const sessionRejected = createAction('auth/sessionRejected');

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  fetchFn: (input, init) => (serverContext()?.fetch ?? fetch)(input, init),
  // The session is an HttpOnly cookie no script can read (issue 17): it goes along by itself,
  // to an API on another origin of the site too.
  credentials: 'include',
  prepareHeaders: applySessionHeaders,
});

/** Resolves paths against the runtime API base, and ends the session on a 401 for a sent token. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const hadToken = readCsrfToken() !== null;
  const result = await rawBaseQuery({ ...request, url: `${apiBaseUrl()}/${request.url.replace(/^\//, '')}` }, api, extra);
  if (result.error?.status === 401 && hadToken) api.dispatch(sessionRejected());
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ALL_TAGS,
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiHydrated.match(action) ? ((action.payload as Record<string, unknown>)?.[reducerPath] as never) : undefined,
});
