// A public-remote canary whose home page throws once loaded: visitors are driven to it (100 %), their
// beacons carry its errors, and the site rolls it back by itself (the remote's rule lowered to 3 views
// by release flags; the site checks every 2 s, CANARY_CHECK_SECONDS in playwright.config.ts). The
// reason shows on the dashboard, and the page is served by the live version again. Before that, the
// same build shows that a canary page is rendered on the server by the release the browser hydrates
// with (its home page has markup of its own, so a page of the other release would not match).

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from '../site';
import { hydrated } from '../support/hydration';
import { runFolders } from '../support/run-folders';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'e2e', '.fixtures', 'canary-rollback');
const NO_SESSION = { storageState: { cookies: [], origins: [] } };
const BEACON = /\/api\/insights\/events$/;
/** Markup only the canary's home page has. */
const CANARY_MARK = 'data-release="canary"';

type Registry = Record<string, { version: string; canary?: { version: string; percent: number } }>;

/** The public remote as a team would break it: its home page throws every second once loaded. */
const brokenPublicRemote = (): string => {
  fs.rmSync(FIXTURE, { recursive: true, force: true });
  fs.mkdirSync(FIXTURE, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'webpack'), path.join(FIXTURE, 'webpack'));
  const dir = path.join(FIXTURE, 'mf-public');
  fs.cpSync(path.join(ROOT, 'mf-public'), dir, { recursive: true, filter: (source) => !/\/(dist|node_modules)(\/|$)/.test(source) });
  const file = path.join(dir, 'src/features/home/home-page.tsx');
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    `import { useEffect } from 'react';\n${source
      .replace(
        'export default function HomePage() {\n',
        "export default function HomePage() {\n  useEffect(() => {\n    const timer = setInterval(() => {\n      throw new Error('canary home page broken');\n    }, 1000);\n    return () => clearInterval(timer);\n  }, []);\n",
      )
      .replace(
        '      <PageSection>\n        <HeroSection />',
        `      <span hidden ${CANARY_MARK} />\n      <PageSection>\n        <HeroSection />`,
      )}`,
  );
  return dir;
};

/** React's complaints that the server's markup did not match the browser's first render. */
const hydrationErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) errors.push(error.message);
  });
  return errors;
};

/** The registry as the site publishes it. */
const registryNow = async (): Promise<Registry> => (await fetch(`${BASE_URL}/remotes.json`)).json();

/** A visitor's first visit to the home page; resolves once its beacons reported an error. */
const visitUntilError = async (browser: Browser) => {
  const context = await browser.newContext(NO_SESSION);
  const page = await context.newPage();
  const errorSent = page.waitForRequest((request) => BEACON.test(request.url()) && /"type":"error"/.test(request.postData() ?? ''), {
    timeout: 30_000,
  });
  await page.goto('/');
  await errorSent;
  await context.close();
};

test.describe('automatic canary rollback', () => {
  test.describe.configure({ mode: 'serial', timeout: 6 * 60_000 });
  let live = '';
  let canary = '';

  // One build of the broken public remote, a canary for every browser.
  test.beforeAll(async () => {
    test.setTimeout(5 * 60_000);
    live = (await registryNow()).mf_public.version;
    const released = await run(
      process.execPath,
      [path.join(ROOT, 'webpack/release.js'), 'release', '--app-dir', brokenPublicRemote(), '--canary', '100', '--min-views', '3'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: runFolders().data, INIT_CWD: ROOT } },
    );
    canary = /Released mf_public (\S+) as a canary/.exec(released.stdout)?.[1] as string;
    expect(canary).toBeTruthy();
  });
  test.afterAll(() => fs.rmSync(FIXTURE, { recursive: true, force: true }));

  test('a server-rendered canary page hydrates without a mismatch: rendered and hydrated by the canary alone', async ({ browser }) => {
    const context = await browser.newContext(NO_SESSION);
    const page = await context.newPage();
    const mismatches = hydrationErrors(page);
    const releases = new Set<string>();
    page.on('request', (request) => {
      const version = /\/remotes\/mf_public\/([^/]+)\//.exec(request.url())?.[1];
      if (version) releases.add(version);
    });
    const response = await page.goto('/');
    // Rendered on the server by the canary: its own markup is in the page as sent.
    expect((await response?.text())?.includes(CANARY_MARK), 'the page as sent carries markup only the canary renders').toBe(true);
    await hydrated(page.locator('#main-content'));
    // React adopted the canary's own element: the browser's first render had it too.
    await expect
      .poll(() => page.locator(`[${CANARY_MARK}]`).evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
      .toBe(true);
    expect(mismatches).toEqual([]);
    expect([...releases]).toEqual([canary]);
    await context.close();
  });

  test('a public canary that throws is rolled back by the site, says why on the dashboard, and the live version serves again', async ({
    browser,
    request,
  }) => {
    expect(((await (await request.get('/remotes.json')).json()) as Registry).mf_public.canary).toMatchObject({
      version: canary,
      percent: 100,
    });

    // Three fresh visitors, all on the canary (100 %): their views and errors reach the site.
    await Promise.all([visitUntilError(browser), visitUntilError(browser), visitUntilError(browser)]);
    await expect
      .poll(async () => ((await (await request.get('/remotes.json')).json()) as Registry).mf_public, { timeout: 30_000 })
      .toEqual(expect.not.objectContaining({ canary: expect.anything() }));

    // Staff see why on the dashboard's live versions panel.
    const staff = await browser.newContext({ storageState: runFolders().staffState });
    const dashboard = await staff.newPage();
    await dashboard.goto('/dashboard');
    await expect(
      dashboard.getByText(new RegExp(`Canary ${canary} ended .*: rolled back automatically: .* client errors per 1,000 views`)),
    ).toBeVisible();
    await staff.close();

    // A visitor now gets the live version: its files, never the canary's.
    const context = await browser.newContext(NO_SESSION);
    const page = await context.newPage();
    const canaryFiles: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/remotes/mf_public/${canary}/`)) canaryFiles.push(sent.url());
    });
    const liveFiles = page.waitForResponse((response) => response.url().includes(`/remotes/mf_public/${live}/`));
    await page.goto('/');
    await liveFiles;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(canaryFiles).toEqual([]);
    await context.close();
  });
});
