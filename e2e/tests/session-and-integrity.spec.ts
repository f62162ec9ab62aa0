// Issue 17 in a real browser: the staff session is an HttpOnly cookie no script on the page
// can read (localStorage holds only its CSRF token), Settings lists it; and a remote file (its
// entry, a chunk the federation runtime loads, a chunk the remote's own loader loads) that does
// not match its published integrity hash is refused by the browser.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
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

interface Release {
  manifest: string;
  integrity: Record<string, string>;
}

/** The live release of the people remote: its version folder in the store, and its manifest. */
const liveRelease = async (page: Page) => {
  const release = ((await (await page.request.get('/remotes.json')).json()) as Record<string, Release>).mf_admin_people;
  const version = /mf_admin_people\/([^/]+)\//.exec(release.manifest)![1];
  const folder = path.join(runFolders().data, 'remotes', 'mf_admin_people', version);
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
    metaData: { integrity: Record<string, string> };
    exposes: Array<{ path: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return { release, folder, manifest };
};

/** What a tampered CDN copy would be: each file with code added that marks the page, in each encoding the
 *  site keeps of it (the copies compressed at build time are what browsers are sent). Returns the undo. */
const tamper = (files: string[]): (() => void) => {
  const originals = new Map<string, Buffer>();
  for (const file of files) {
    const tampered = Buffer.concat([fs.readFileSync(file), Buffer.from('\n;window.__tampered = true;\n')]);
    const copies = { [file]: tampered, [`${file}.gz`]: zlib.gzipSync(tampered), [`${file}.br`]: zlib.brotliCompressSync(tampered) };
    for (const [copy, content] of Object.entries(copies)) {
      if (!fs.existsSync(copy)) continue;
      originals.set(copy, fs.readFileSync(copy));
      fs.writeFileSync(copy, content);
    }
  }
  return () => {
    for (const [copy, content] of originals) fs.writeFileSync(copy, content);
  };
};

/** What a staff member sees of the people remote's profile page in a browser of their own (nothing
 *  cached from an earlier load), and whether any tampered code ran there. */
const profilePage = async (browser: Browser) => {
  const context = await browser.newContext(staffSession);
  try {
    const page = await context.newPage();
    await page.goto('/user-profile');
    const unavailable = page.getByRole('heading', { name: routerMessages.remoteUnavailable });
    const profile = page.getByRole('heading', { level: 1, name: 'Profile' });
    await expect(unavailable.or(profile)).toBeVisible();
    return {
      unavailable: await unavailable.isVisible(),
      tampered: await page.evaluate(() => (window as { __tampered?: boolean }).__tampered),
    };
  } finally {
    await context.close();
  }
};

const REFUSED = { unavailable: true, tampered: undefined };

test.describe('remote integrity', () => {
  test.use(staffSession);

  test('a remote entry that differs from its published hash is refused; the section says it is unavailable', async ({ page, browser }) => {
    const { release, folder } = await liveRelease(page);
    expect(release.integrity['remoteEntry.js']).toMatch(/^sha384-/);
    const restore = tamper([path.join(folder, 'remoteEntry.js')]);
    try {
      expect(await profilePage(browser)).toEqual(REFUSED);
    } finally {
      restore();
    }
  });

  test("a chunk of a released remote that differs from its manifest's hash is refused, whichever loader loads it", async ({
    page,
    browser,
  }) => {
    const { folder, manifest } = await liveRelease(page);
    const pages = manifest.exposes.find((expose) => expose.path === './pages')!.assets.js;
    // Every script of the release has its hash in the manifest (webpack/file-integrity-plugin.js).
    for (const file of [...pages.sync, ...pages.async]) expect(manifest.metaData.integrity[file]).toMatch(/^sha384-/);
    // Untouched, the page loads: what is refused below is the tampered files.
    expect(await profilePage(browser)).toEqual({ unavailable: false, tampered: undefined });

    // The pages module, which the federation runtime loads for `loadRemote` (integrity-plugin.ts).
    let restore = tamper(pages.sync.map((file) => path.join(folder, file)));
    try {
      expect(await profilePage(browser)).toEqual(REFUSED);
    } finally {
      restore();
    }

    // The chunks the pages module loads for a page: only the remote's own chunk loader loads them.
    restore = tamper(pages.async.map((file) => path.join(folder, file)));
    try {
      expect(await profilePage(browser)).toEqual(REFUSED);
    } finally {
      restore();
    }
  });
});
