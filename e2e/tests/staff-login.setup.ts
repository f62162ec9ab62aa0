// Logs staff in once through the API and saves the session (the token in localStorage,
// product §4), so specs that work in the admin start signed in without typing it again.

import fs from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { BASE_URL, STAFF } from '../site';
import { runFolders } from '../support/run-folders';

setup('staff session', async ({ request }) => {
  const response = await request.post('/api/login', { data: STAFF });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const state = { cookies: [], origins: [{ origin: BASE_URL, localStorage: [{ name: 'token', value: token }] }] };
  fs.writeFileSync(runFolders().staffState, JSON.stringify(state));
});
