// Every public route of product §2, as a visitor's browser gets it: the page heading
// renders, no console error or uncaught exception, axe finds no serious or critical
// accessibility violation, and no request goes to the admin remotes nor does any
// script the page loads carry draft-js (visitors never download admin code).
// One browser session walks them all, as a visitor would, so shared assets load once.

import { expect, test } from '@playwright/test';
import { routerMessages } from '@agency/shared/contract';
import { blockingViolations } from '../support/accessibility';
import { watchPageProblems } from '../support/page-problems';
import { publicPaths } from '../support/public-paths';

const NOT_FOUND = '/no-such-page';
const ADMIN_REMOTES = /\/remotes\/(mf_admin_content|mf_admin_people)\//;
// Strings every build of draft-js carries (admin-content.spec.ts checks that the admin's own scripts contain them).
const DRAFT_JS_MARKERS = ['public/DraftStyleDefault', 'DraftEditorPlaceholder', 'DraftEditor/root'];

test('every public route renders cleanly and accessibly, without admin code', async ({ page, request }) => {
  // About 17 routes, each 6-10 s on a loaded two-core machine (axe most of it; a page loads in 2 s).
  test.setTimeout(240_000);
  const paths = [...(await publicPaths(request)).map((entry) => entry.path), NOT_FOUND];
  const problems = watchPageProblems(page);
  const adminRequests: string[] = [];
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (ADMIN_REMOTES.test(sent.url())) adminRequests.push(sent.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });

  for (const path of paths) {
    await test.step(path, async () => {
      problems.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Loaded: no spinner left, no error in place of the content.
      await expect(page.locator('.ui-spinner')).toHaveCount(0);
      await expect(page.locator('.ui-message--error')).toHaveCount(0);
      // The not-found page answers 404, which the browser logs about the page itself.
      const own404 = `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
      expect
        .soft(
          problems.filter((problem) => !(path === NOT_FOUND && problem === own404)),
          `${path}: console errors`,
        )
        .toEqual([]);
      expect.soft(await blockingViolations(page), `${path}: accessibility`).toEqual([]);
    });
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routerMessages.notFound);

  expect(adminRequests).toEqual([]);
  expect(scripts.size).toBeGreaterThan(0);
  // Scripts are static files: fetched again here, since a page's response bodies go with the page.
  for (const url of scripts) {
    const text = await (await request.get(url)).text();
    for (const marker of DRAFT_JS_MARKERS) expect.soft(text.includes(marker), `${url} contains ${marker}`).toBe(false);
  }
});
