// Visitors never download admin code: on every public route no request goes to
// the admin remotes, and no script the page loads contains draft-js.

import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '@agency/shared/contract';

const ADMIN_REMOTES = /\/remotes\/(mf_admin_content|mf_admin_people)\//;
// Strings every build of draft-js carries: its class-name keys survive minifying
// (admin-content.spec.ts checks that the admin's own scripts do contain them).
const DRAFT_JS_MARKERS = ['public/DraftStyleDefault', 'DraftEditorPlaceholder', 'DraftEditor/root'];

test('public routes load no admin remote and no draft-js', async ({ page, request }) => {
  test.setTimeout(120_000);
  const blogs = (await (await request.get('/api/blog')).json()) as Array<{ slug: string }>;
  const services = (await (await request.get('/api/services')).json()) as Array<{ slug: string }>;
  const slugFor = { '/blog/:slug': blogs[0]?.slug ?? 'missing-post', '/services/:slug': services[0]?.slug ?? 'missing-service' } as Record<string, string>;
  const paths = PUBLIC_ROUTES.map((route) => (route.path.includes(':slug') ? route.path.replace(':slug', slugFor[route.path]) : route.path));

  const adminRequests: string[] = [];
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (ADMIN_REMOTES.test(req.url())) adminRequests.push(req.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });

  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }

  expect(adminRequests).toEqual([]);
  expect(scripts.size).toBeGreaterThan(0);
  // Scripts are static files: fetched again here, since a page's response bodies go with the page.
  for (const url of scripts) {
    const text = await (await request.get(url)).text();
    for (const marker of DRAFT_JS_MARKERS) expect(text.includes(marker), `${url} contains ${marker}`).toBe(false);
  }
});
