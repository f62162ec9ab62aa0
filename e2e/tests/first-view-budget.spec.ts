// Issue 14: the JavaScript a visitor's browser downloads for `/` before any interaction
// (no scroll, no tap, no key) stays within the budget, and none of it is admin code (an
// admin remote, the admin kit, draft-js) or the rich-text sanitizer. Bytes are counted from
// the responses as sent (gzip, which the browser is told to accept): the same build always
// sends the same bytes, so the budget is a test, not a benchmark.

import { expect, test, type Browser } from '@playwright/test';

const BUDGET_KB = 170;
const ADMIN_REMOTES = /\/remotes\/(mf_admin_content|mf_admin_people)\//;
/** Strings only these carry (class names of the admin kit, hook names of DOMPurify, draft-js's own). */
const MARKERS = {
  'the admin kit': ['admin-table', 'admin-publish'],
  'draft-js': ['public/DraftStyleDefault', 'DraftEditorPlaceholder'],
  'the sanitizer (DOMPurify)': ['uponSanitizeElement'],
};

interface Script {
  url: string;
  bytes: number;
  encoding: string;
  text: string;
}

/** Every script `/` downloads before any interaction: until React owns the page and the network is idle. */
const firstViewScripts = async (browser: Browser): Promise<Script[]> => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Array<Promise<Script>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        return {
          url: new URL(request.url()).pathname,
          bytes: (await request.sizes()).responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          text: (await response?.text()) ?? '',
        };
      })(),
    );
  });
  await page.goto('/');
  await expect
    .poll(() => page.locator('#main-content').evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.sort((a, b) => b.bytes - a.bytes);
};

test("none of what a visitor's / downloads before any interaction is admin code or the sanitizer", async ({ browser }) => {
  const scripts = await firstViewScripts(browser);
  expect(scripts.filter((script) => ADMIN_REMOTES.test(script.url)).map((script) => script.url)).toEqual([]);
  for (const [what, markers] of Object.entries(MARKERS)) {
    const carrying = scripts.filter((script) => markers.some((marker) => script.text.includes(marker))).map((script) => script.url);
    expect(carrying, `scripts of / carrying ${what}`).toEqual([]);
  }
});

test(`a visitor's / downloads at most ${BUDGET_KB} KB of gzip JavaScript before any interaction`, async ({ browser }) => {
  const scripts = await firstViewScripts(browser);
  expect(scripts.filter((script) => script.encoding !== 'gzip').map((script) => script.url), 'scripts sent without gzip').toEqual([]);
  const listing = scripts.map((script) => `${(script.bytes / 1024).toFixed(1)} KB ${script.url}`).join('\n');
  const totalKB = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  expect(totalKB, `JavaScript of / in KB (gzip):\n${listing}`).toBeLessThanOrEqual(BUDGET_KB);
});
