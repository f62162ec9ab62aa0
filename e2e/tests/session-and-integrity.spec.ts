// Issue 17 in a real browser: the staff session is an HttpOnly cookie no script on the page
// can read (localStorage holds only its CSRF token), Settings lists it; and a remote entry
// that does not match the registry's integrity hash is refused by the browser.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { accountMessages, routerMessages } from '@agency/shared/contract';
import { STAFF } from '../site';
import { hydrated } from '../support/hydration';
import { runFolders } from '../support/run-folders';
import { staffSession } from '../support/staff-session';

test('a login from the page leaves no token a script can read, and Settings shows the session', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STAFF.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  const [cookie] = (await page.context().cookies()).filter((c) => c.name === '__Host-session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('__Host-session');
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain('.');
  expect(cookie.value).not.toContain(stored!);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: accountMessages.sessionsTitle })).toBeVisible();
  await expect(page.getByText(accountMessages.thisBrowser)).toBeVisible();
});

test.describe('remote integrity', () => {
  test.use(staffSession);

  test('a remote entry that differs from its published hash is refused; the section says it is unavailable', async ({ page }) => {
    const release = (
      (await (await page.request.get('/remotes.json')).json()) as Record<string, { manifest: string; integrity: Record<string, string> }>
    ).mf_admin_people;
    expect(release.integrity['remoteEntry.js']).toMatch(/^sha384-/);
    const version = /mf_admin_people\/([^/]+)\//.exec(release.manifest)![1];
    const entry = path.join(runFolders().data, 'remotes', 'mf_admin_people', version, 'remoteEntry.js');
    // What a tampered CDN copy would be: the same file with something added, in each encoding the
    // site keeps of it (the copies compressed at build time are what browsers are sent).
    const tampered = Buffer.concat([fs.readFileSync(entry), Buffer.from('\n;window.__tampered = true;\n')]);
    const copies = { [entry]: tampered, [`${entry}.gz`]: zlib.gzipSync(tampered), [`${entry}.br`]: zlib.brotliCompressSync(tampered) };
    const originals = Object.fromEntries(Object.keys(copies).map((file) => [file, fs.readFileSync(file)]));
    for (const [file, content] of Object.entries(copies)) fs.writeFileSync(file, content);
    try {
      await page.goto('/user-profile');
      await expect(page.getByRole('heading', { name: routerMessages.remoteUnavailable })).toBeVisible();
      expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
    } finally {
      for (const [file, content] of Object.entries(originals)) fs.writeFileSync(file, content);
    }
  });
});
