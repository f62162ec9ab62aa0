// Logs staff in once through the API, as the site's pages do, and saves the session: the
// HttpOnly session cookie and, in localStorage `token` (product §4), the session's CSRF token.
// Specs that work in the admin start signed in without typing the password again.

import fs from 'node:fs';
import { test as setup } from '@playwright/test';
import { STAFF } from '../site';
import { runFolders } from '../support/run-folders';
import { sessionState } from '../support/staff-session';

setup('staff session', async ({ request }) => {
  const response = await request.post('/api/login', { data: STAFF, headers: { 'x-session': 'cookie' } });
  fs.writeFileSync(runFolders().staffState, JSON.stringify(await sessionState(response)));
});
