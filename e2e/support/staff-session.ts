// Specs that work in the admin: `test.use(staffSession)` starts every page signed in as staff.
// `sessionState` turns an API sign-in into the same kind of browser state, for an account of its own.

import { expect, type APIResponse } from '@playwright/test';
import { BASE_URL } from '../site';
import { runFolders } from './run-folders';

export const staffSession = { storageState: runFolders().staffState };

/** The browser state of a cookie session (`POST /api/login` with `x-session: cookie`): the HttpOnly session
 *  cookie and, in localStorage `token` (product §4), the session's CSRF token. */
export const sessionState = async (response: APIResponse) => {
  expect(response.ok()).toBe(true);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const setCookie = response.headers()['set-cookie'] ?? '';
  const [, name, value] = /^([^=]+)=([^;]+)/.exec(setCookie) ?? [];
  expect(name).toBe('__Host-session');
  const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1] ?? 0);
  const cookie = {
    name,
    value,
    domain: new URL(BASE_URL).hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + maxAge,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict' as const,
  };
  return { cookies: [cookie], origins: [{ origin: BASE_URL, localStorage: [{ name: 'token', value: csrfToken }] }] };
};
