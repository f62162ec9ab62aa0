// What every call of the site's pages to the API carries (issue 17): the ask for a cookie
// session, the session's CSRF token and the page's request id. Used by the API slice and by
// the file downloads that go around it, so both authenticate the same way.

import { getRuntimeConfig } from './runtime-config';
import { readCsrfToken } from './csrf-token-storage';

export const applySessionHeaders = (headers: Headers): Headers => {
  // Sign-ins from the site ask for that cookie session rather than a bearer token...
  headers.set('x-session', 'cookie');
  // ...and every call carries the session's CSRF token, which the API wants with every change.
  const csrfToken = readCsrfToken();
  if (csrfToken) headers.set('x-csrf-token', csrfToken);
  // The page's request id: the API logs every call under the page that made it.
  const { requestId } = getRuntimeConfig();
  if (requestId) headers.set('x-request-id', requestId);
  return headers;
};
