// The page's side of the cookie session (issue 17, finding 11): every call asks for a cookie
// session and carries the session's CSRF token (never an Authorization header, never the
// session token, which the page cannot read); signing out has the API end the session and
// clear its HttpOnly cookie.

import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import { authApi } from '../auth-api';
import { signedIn, signedOut } from '../auth-slice';
import { createAppStore } from '../store';
import { CSRF_TOKEN_STORAGE_KEY } from '../csrf-token-storage';

interface Seen {
  url: string;
  session: string | null;
  csrf: string | null;
  authorization: string | null;
  credentials: RequestCredentials;
}

const seen: Seen[] = [];
const record = (request: Request) =>
  seen.push({
    url: new URL(request.url).pathname,
    session: request.headers.get('x-session'),
    csrf: request.headers.get('x-csrf-token'),
    authorization: request.headers.get('authorization'),
    credentials: request.credentials,
  });

mockApi(
  http.get(apiUrl('auth/me'), ({ request }) => {
    record(request);
    return HttpResponse.json({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role: 'staff' });
  }),
  http.post(apiUrl('auth/logout'), ({ request }) => {
    record(request);
    return HttpResponse.json({ message: 'signed out' });
  }),
);

beforeEach(() => {
  seen.length = 0;
});

test('calls carry the cookie and the CSRF token, never an Authorization header', async () => {
  const store = createAppStore();
  store.dispatch(signedIn('csrf-of-this-session'));
  expect(localStorage.getItem(CSRF_TOKEN_STORAGE_KEY)).toBe('csrf-of-this-session');
  await store.dispatch(authApi.endpoints.me.initiate());
  expect(seen).toEqual([
    { url: '/api/auth/me', session: 'cookie', csrf: 'csrf-of-this-session', authorization: null, credentials: 'include' },
  ]);
});

test('signing out has the API end the session (with its CSRF token) and forgets the token', async () => {
  const store = createAppStore();
  store.dispatch(signedIn('csrf-of-this-session'));
  store.dispatch(signedOut());
  expect(localStorage.getItem(CSRF_TOKEN_STORAGE_KEY)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(seen).toEqual([
    { url: '/api/auth/logout', session: 'cookie', csrf: 'csrf-of-this-session', authorization: null, credentials: 'include' },
  ]);
});
