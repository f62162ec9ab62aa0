// Logs staff in once through the API, as the site's pages do, and saves the session: the
// HttpOnly session cookie and, in localStorage `token` (product §4), the session's CSRF token.
// Specs that work in the admin start signed in without typing the password again.

import fs from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { BASE_URL, STAFF } from '../site';
import { runFolders } from '../support/run-folders';

setup('staff session', async ({ request }) => {
  const response = await request.post('/api/login', { data: STAFF, headers: { 'x-session': 'cookie' } });
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
    sameSite: 'Strict',
  };
  const state = { cookies: [cookie], origins: [{ origin: BASE_URL, localStorage: [{ name: 'token', value: csrfToken }] }] };
  fs.writeFileSync(runFolders().staffState, JSON.stringify(state));
});
