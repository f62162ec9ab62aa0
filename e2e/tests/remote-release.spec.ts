// Issue 8: a remote team releases and rolls back on its own while the shell keeps
// running unbuilt; open pages pick the new version up at their next navigation. The changed
// people remote is built once: released as a canary to half the browsers (fresh browsers get
// both versions, each the one its bucket chose), then promoted for everyone, then rolled back.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RemoteRelease } from '@agency/shared/contract';
import { CANARY_BUCKET_COOKIE, chosenRelease } from '@agency/shared/contract/canary';
import { BASE_URL } from '../site';
import { runFolders } from '../support/run-folders';
import { staffSession } from '../support/staff-session';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'e2e', '.fixtures');
const NO_SESSION = { storageState: { cookies: [], origins: [] } };
const CANARY_PERCENT = 50;
const FRESH_BROWSERS = 40;
/** The version folder a remote's file comes from. */
const PEOPLE_FILE = /\/remotes\/mf_admin_people\/([^/]+)\//;

/** A copy of the people remote as its team would change it, beside a link to the build tooling. */
const copyPeopleRemote = (name: string, change: (dir: string) => void): string => {
  const base = path.join(FIXTURES, name);
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(base, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'webpack'), path.join(base, 'webpack'));
  const dir = path.join(base, 'mf-admin-people');
  fs.cpSync(path.join(ROOT, 'mf-admin-people'), dir, { recursive: true, filter: (source) => !/\/(dist|node_modules)(\/|$)/.test(source) });
  change(dir);
  return dir;
};

/** The people remote, changed by `change`, built against its team's own copy of `shared/`, changed by `changeShared`. */
const copyPeopleRemoteWithShared = (name: string, change: (dir: string) => void, changeShared: (sharedDir: string) => void): string => {
  const dir = copyPeopleRemote(name, change);
  const sharedDir = path.join(path.dirname(dir), 'shared');
  fs.cpSync(path.join(ROOT, 'shared'), sharedDir, { recursive: true, filter: (source) => !/\/(dist|node_modules)(\/|$)/.test(source) });
  changeShared(sharedDir);
  fs.renameSync(path.join(dir, 'webpack.config.js'), path.join(dir, 'webpack.base.config.js'));
  fs.writeFileSync(
    path.join(dir, 'webpack.config.js'),
    `const path = require('node:path');
const configure = require('./webpack.base.config.js');
const src = path.join(__dirname, '..', 'shared', 'src');
module.exports = (env, argv) => {
  const config = configure(env, argv);
  config.resolve.alias = { ...config.resolve.alias, '@agency/shared/schemas$': path.join(src, 'contract/schemas/index.ts'), '@agency/shared': src };
  return config;
};
`,
  );
  return dir;
};

const releaseTool = (action: 'release' | 'rollback' | 'promote' | 'abort', appDir: string, ...flags: string[]) =>
  run(process.execPath, [path.join(ROOT, 'webpack/release.js'), action, '--app-dir', appDir, ...flags], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: runFolders().data, INIT_CWD: ROOT },
  });

/** A release the tool refuses: it exits 1 and says the registry is unchanged; returns what it said. */
const refusedRelease = async (appDir: string): Promise<string> => {
  const refused = await releaseTool('release', appDir).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(refused?.code).toBe(1);
  expect(refused?.stderr).toMatch(/Release refused; the registry is unchanged/);
  return refused?.stderr ?? '';
};

/** remote -> manifest URL of its live version (the registry also carries each one's integrity hashes). */
const registry = async (page: Page) =>
  Object.fromEntries(
    Object.entries((await (await page.request.get('/remotes.json')).json()) as Record<string, { manifest: string }>).map(
      ([name, release]) => [name, release.manifest],
    ),
  );

/** The registry as the site publishes it: each remote's live release and, while one runs, its canary. */
const releasesNow = async (): Promise<Record<string, RemoteRelease>> => (await fetch(`${BASE_URL}/remotes.json`)).json();

/** A fresh browser's canary bucket: the site gives it with the first page (an admin frame: no server
 *  rendering), and that alone decides which release the browser loads; the next page keeps it. */
const bucketOfFreshBrowser = async (browser: Browser): Promise<number> => {
  const context = await browser.newContext(NO_SESSION);
  try {
    expect((await context.request.get('/dashboard')).ok()).toBe(true);
    const bucket = (await context.cookies()).find((cookie) => cookie.name === CANARY_BUCKET_COOKIE)?.value;
    expect(bucket).toMatch(/^\d{1,2}$/);
    const next = await context.request.get('/dashboard');
    expect(next.headers()['set-cookie'] ?? '').not.toContain(CANARY_BUCKET_COOKIE);
    return Number(bucket);
  } finally {
    await context.close();
  }
};

/** The people remote's releases a staff browser with this bucket loads for its profile page, and its heading. */
const profileWithBucket = async (browser: Browser, bucket: number, heading: string): Promise<string[]> => {
  const context = await browser.newContext(staffSession);
  try {
    await context.addCookies([{ name: CANARY_BUCKET_COOKIE, value: String(bucket), url: BASE_URL }]);
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const version = PEOPLE_FILE.exec(request.url())?.[1];
      if (version) loaded.add(version);
    });
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    return [...loaded];
  } finally {
    await context.close();
  }
};

/** Client-side navigation through the admin frame: no reload, so the shell keeps its state. */
const openProfile = async (page: Page) => {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.locator('.topbar-menu__button').click();
  await page.getByRole('link', { name: 'Profile' }).click();
};

test.describe('independent remote releases', () => {
  test.describe.configure({ mode: 'serial', timeout: 6 * 60_000 });
  test.use(staffSession);
  let changed = '';
  let before: Record<string, string> = {};
  let canary = '';
  let live = '';

  // The one build of the changed remote: a canary for half the browsers, promoted later.
  test.beforeAll(async () => {
    test.setTimeout(5 * 60_000);
    changed = copyPeopleRemote('changed', (dir) => {
      const file = path.join(dir, 'src/features/profile/profile-page.tsx');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('title="Profile"', 'title="Profile (release 2)"'));
    });
    const releases = await releasesNow();
    before = Object.fromEntries(Object.entries(releases).map(([name, release]) => [name, release.manifest]));
    live = releases.mf_admin_people.version ?? '';
    const released = await releaseTool('release', changed, '--canary', String(CANARY_PERCENT));
    canary = new RegExp(`Released mf_admin_people (1\\.0\\.0-[0-9a-f]{10}) as a canary for ${CANARY_PERCENT} % of browsers`).exec(
      released.stdout,
    )?.[1] as string;
    expect(canary).toBeTruthy();
  });
  test.afterAll(async () => {
    // A canary a failed test left running would reach the specs after this one.
    if ((await releasesNow()).mf_admin_people.canary) await releaseTool('abort', changed, '--reason', 'e2e cleanup');
    fs.rmSync(FIXTURES, { recursive: true, force: true });
  });

  test('a canary at 50 %: forty fresh browsers get both versions, neither fewer than ten, each loading the one its bucket chose', async ({
    browser,
  }) => {
    const people = (await releasesNow()).mf_admin_people;
    expect(people.manifest).toBe(before.mf_admin_people);
    expect(people.canary).toMatchObject({ version: canary, percent: CANARY_PERCENT });

    // Contexts of one browser, ten at a time; each asks only for the page that gives it its bucket.
    const buckets: number[] = [];
    while (buckets.length < FRESH_BROWSERS) {
      buckets.push(...(await Promise.all(Array.from({ length: 10 }, () => bucketOfFreshBrowser(browser)))));
    }
    const versions = buckets.map((bucket) => chosenRelease(people, { bucket, optedIn: false }).version);
    const onCanary = versions.filter((version) => version === canary).length;
    expect(onCanary, `buckets ${buckets.join(' ')}`).toBeGreaterThanOrEqual(10);
    expect(FRESH_BROWSERS - onCanary, `buckets ${buckets.join(' ')}`).toBeGreaterThanOrEqual(10);

    // The bucket is what the browser goes by: one of each side loads its own release's files, never the other's.
    const canaryBucket = buckets.find((bucket) => bucket < CANARY_PERCENT) as number;
    const liveBucket = buckets.find((bucket) => bucket >= CANARY_PERCENT) as number;
    expect(await profileWithBucket(browser, canaryBucket, 'Profile (release 2)')).toEqual([canary]);
    expect(await profileWithBucket(browser, liveBucket, 'Profile')).toEqual([live]);
  });

  test('promoted, the changed people remote goes live without touching the shell, and rolls back', async ({ page, browser }) => {
    // This page runs the live version (its bucket is above the canary's share) until the promote.
    await page.context().addCookies([{ name: CANARY_BUCKET_COOKIE, value: '99', url: BASE_URL }]);
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
    const shellScripts = await page.locator('script[src^="/static/"]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));

    const promoted = await releaseTool('promote', changed);
    expect(promoted.stdout).toContain(`Promoted mf_admin_people ${canary}: live for every browser`);
    const after = await registry(page);
    expect(after.mf_admin_people).not.toBe(before.mf_admin_people);
    expect(after.mf_public).toBe(before.mf_public);
    expect(after.mf_admin_content).toBe(before.mf_admin_content);
    expect((await releasesNow()).mf_admin_people.canary).toBeUndefined();

    // The page still open switches at its next navigation, with the same shell.
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile (release 2)' })).toBeVisible();
    expect(await page.locator('script[src^="/static/"]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')))).toEqual(
      shellScripts,
    );
    const version = /mf_admin_people\/([^/]+)\//.exec(after.mf_admin_people)?.[1] as string;
    expect(version).toBe(canary);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByText(version)).toBeVisible();

    // The content admin and the public site keep working throughout.
    await page.goto('/blog-list');
    await expect(page.getByRole('table')).toBeVisible();
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await visitor.close();

    const rolledBack = await releaseTool('rollback', changed);
    expect(rolledBack.stdout).toContain('Rolled back mf_admin_people');
    expect((await registry(page)).mf_admin_people).toBe(before.mf_admin_people);
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
  });

  // One build refused for three reasons at once (each build of the remote takes about a minute).
  test('a release is refused before the registry changes, naming each reason: a React major, a platform export and shared/ sources the shell lacks', async ({
    page,
  }) => {
    const refusedBuild = copyPeopleRemoteWithShared(
      'refused',
      (dir) => {
        // A React major the shell does not provide.
        const manifest = path.join(dir, 'package.json');
        const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
        pkg.dependencies.react = '^20.0.0';
        fs.writeFileSync(manifest, JSON.stringify(pkg, null, 2));
        // A router export the shell's platform API does not offer.
        const file = path.join(dir, 'src/features/profile/profile-page.tsx');
        const source = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(
          file,
          `import { useRevalidator } from '@agency/shared/router';\n${source}\nexport const revalidate = useRevalidator;\n`,
        );
      },
      // A message changed in the team's checkout of shared/, without releasing the shell.
      (sharedDir) => {
        const file = path.join(sharedDir, 'src/contract/public-messages.ts');
        const source = fs.readFileSync(file, 'utf8');
        const changed = source.replace("'Failed to fetch data'", "'Could not fetch the data'");
        expect(changed).not.toBe(source);
        fs.writeFileSync(file, changed);
      },
    );
    const before = await registry(page);
    const refused = await refusedRelease(refusedBuild);
    expect(refused).toMatch(/mf_admin_people needs react \^20\.0\.0, but the shell provides 19\./);
    expect(refused).toContain('mf_admin_people needs useRevalidator from @agency/shared/router, which the live shell does not offer');
    expect(refused).toContain(
      "mf_admin_people was built against a shared package that differs from the live shell's in shared/src/contract/public-messages.ts;",
    );
    expect(await registry(page)).toEqual(before);
  });
});
