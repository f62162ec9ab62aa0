// SEO for pages (issue 19) as staff use it at 1366 px: the meta title and description staff set
// for /about in the "SEO for pages" screen reach a visitor's server-rendered /about (its head
// came with the page: the browser asks for nothing more); noindex takes /about out of the sitemap.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { SEO_PAGES_PATH } from '@agency/shared/contract';
import { pageSeoMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { staffHeaders } from '../support/admin-forms';
import { staffSession } from '../support/staff-session';
import { sitemapPaths, visitorText } from '../support/visitor-pages';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const labels = seoFieldMessages.labels;
const TITLE = 'About Northstar: the people behind the rankings';
const DESCRIPTION = 'Meet the strategists, writers and analysts who run our SEO and paid search campaigns.';

/** Back to the derived head, so the other specs find /about as they expect it. */
const resetAbout = async (request: APIRequestContext) => {
  const reply = await request.put('/api/seo/pages/about', {
    headers: await staffHeaders(request),
    data: { metaTitle: '', metaDescription: '', canonicalUrl: '', socialImage: '', noindex: false },
  });
  expect(reply.status()).toBe(200);
};

test('staff set /about’s meta title and description, a visitor’s server-rendered /about carries them; noindex takes it out of the sitemap', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  try {
    expect(await sitemapPaths(baseURL!)).toContain('/about');

    await page.goto(SEO_PAGES_PATH);
    await page.getByRole('link', { name: pageSeoMessages.editLink('/about') }).click();
    await expect(page.getByRole('heading', { level: 1, name: pageSeoMessages.editTitle('/about') })).toBeVisible();
    await page.getByLabel(labels.metaTitle).fill(TITLE);
    await page.getByLabel(labels.metaDescription).fill(DESCRIPTION);
    // The live search-result preview follows what staff type.
    await expect(page.getByTestId('search-result')).toContainText(TITLE);
    await page.getByRole('button', { name: pageSeoMessages.submit.idle, exact: true }).click();
    await expect(page.getByText(pageSeoMessages.saved)).toBeVisible();

    const html = await visitorText(baseURL!, '/about');
    expect(html).toContain(`<title>${TITLE}</title>`);
    expect(html).toContain(`<meta name="description" content="${DESCRIPTION}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${TITLE}"/>`);
    expect(html).not.toContain('name="robots"');

    // A visitor's browser hydrates /about with the head the server rendered: no call for it.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const headCalls: string[] = [];
    visitor.on('request', (sent) => {
      if (sent.url().includes('/api/seo/pages/public/')) headCalls.push(sent.url());
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/about');
    await visitorPage.waitForLoadState('networkidle');
    await expect(visitorPage).toHaveTitle(TITLE);
    expect(headCalls).toEqual([]);
    await visitor.close();

    await page.getByLabel(labels.noindex).check();
    await page.getByRole('button', { name: pageSeoMessages.submit.idle, exact: true }).click();
    await expect(page.getByText(pageSeoMessages.saved)).toBeVisible();
    expect(await visitorText(baseURL!, '/about')).toContain('<meta name="robots" content="noindex"/>');
    await expect.poll(async () => (await sitemapPaths(baseURL!)).includes('/about')).toBe(false);
  } finally {
    await resetAbout(request);
  }
});
