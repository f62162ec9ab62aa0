// A public-remote canary whose home page throws once loaded: visitors are driven to it (100 %), their
// beacons carry its errors, and the site rolls it back by itself (the remote's rule lowered to 3 views
// by release flags; the site checks every 2 s, CANARY_CHECK_SECONDS in playwright.config.ts). The
// reason shows on the dashboard, and the page is served by the live version again.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { runFolders } from '../support/run-folders';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'e2e', '.fixtures', 'canary-rollback');
const NO_SESSION = { storageState: { cookies: [], origins: [] } };
const BEACON = /\/api\/insights\/events$/;

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
    `import { useEffect } from 'react';\n${source.replace(
      'export default function HomePage() {\n',
      "export default function HomePage() {\n  useEffect(() => {\n    const timer = setInterval(() => {\n      throw new Error('canary home page broken');\n    }, 1000);\n    return () => clearInterval(timer);\n  }, []);\n",
    )}`,
  );
  return dir;
};

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
  test.describe.configure({ timeout: 6 * 60_000 });
  test.afterAll(() => fs.rmSync(FIXTURE, { recursive: true, force: true }));

  test('a public canary that throws is rolled back by the site, says why on the dashboard, and the live version serves again', async ({
    browser,
    request,
  }) => {
    const live = ((await (await request.get('/remotes.json')).json()) as Registry).mf_public.version;
    const released = await run(
      process.execPath,
      [path.join(ROOT, 'webpack/release.js'), 'release', '--app-dir', brokenPublicRemote(), '--canary', '100', '--min-views', '3'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: runFolders().data, INIT_CWD: ROOT } },
    );
    const canary = /Released mf_public (\S+) as a canary/.exec(released.stdout)?.[1] as string;
    expect(canary).toBeTruthy();
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
