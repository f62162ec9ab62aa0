// A blog of a thousand posts more (issue 18): the public blog pages through them with real
// page addresses, each page server-rendered with its six posts and the next one fetched by
// the browser; the admin list pages, searches and sorts them on the server.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { routerMessages } from '@agency/shared/contract';
import { listMessages } from '@agency/shared/contract/messages';
import { openPage } from '../support/hydration';
import { seedPosts } from '../support/seeded-posts';
import { staffToken } from '../support/staff-api';
import { staffSession } from '../support/staff-session';

const SEEDED = 1000;
let cleanUp: (request: APIRequestContext) => Promise<void>;
let total: number;
/** What staff list: every post, also the drafts and scheduled ones other specs leave (visitors see `total`). */
let staffTotal: number;

test.beforeAll(async ({ request }) => {
  const seeded = await seedPosts(request, SEEDED);
  cleanUp = seeded.remove;
  const totalOf = async (headers: Record<string, string> = {}) =>
    ((await (await request.get('/api/blog?limit=1', { headers })).json()) as { total: number }).total;
  total = await totalOf();
  staffTotal = await totalOf({ authorization: `Bearer ${await staffToken(request)}` });
  expect(total).toBeGreaterThanOrEqual(SEEDED);
  expect(staffTotal).toBeGreaterThanOrEqual(total);
});

test.afterAll(async ({ request }) => {
  await cleanUp?.(request);
});

test.describe('the public blog', () => {
  test('serves each page at its own address with six posts, and the browser fetches the next one', async ({ page }) => {
    const lastPage = Math.ceil(total / 6);
    const response = await page.request.get('/blog?page=100');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The server's markup and state hold that page only, with its canonical and neighbour links.
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\?page=100"/);
    expect(html).toMatch(/<link rel="prev" href="[^"]*\/blog\?page=99"/);
    expect(html).toMatch(/<link rel="next" href="[^"]*\/blog\?page=101"/);
    expect(html.length).toBeLessThan(200_000);

    await openPage(page, '/blog?page=100');
    const cards = page.getByRole('region', { name: 'Blog posts' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.getByRole('link', { name: 'Page 100' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('href', `/blog?page=${lastPage}`);
    // A short row of links, not one per page.
    expect(await pager.getByRole('link').count()).toBeLessThanOrEqual(11);

    const firstHeading = await cards.first().getByRole('heading').textContent();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/blog')) apiCalls.push(new URL(request.url()).search);
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=101$/);
    await expect(pager.getByRole('link', { name: 'Page 101' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstHeading ?? '');
    expect(apiCalls).toEqual(['?page=101&limit=6']);
    expect(documents).toEqual([]);
  });

  test('answers 404 past its last page', async ({ page }) => {
    const response = await page.goto(`/blog?page=${Math.ceil(total / 6) + 1}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: routerMessages.notFound })).toBeVisible();
  });
});

test.describe('the admin blog list', () => {
  test.use(staffSession);

  test('pages, searches and sorts on the server', async ({ page }) => {
    await openPage(page, '/blog-list');
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(listMessages.showing(1, 10, staffTotal))).toBeVisible();

    const pager = page.getByRole('navigation', { name: 'All Blogs pages' });
    const lastPage = Math.ceil(staffTotal / 10);
    await pager.getByRole('button', { name: `Page ${lastPage}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-list\\?page=${lastPage}$`));
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The oldest seeded post is the last row of the last page.
    await expect(rows.last()).toContainText(`${SEEDED}`);

    const search = page.getByRole('searchbox', { name: listMessages.searchLabel('All Blogs') });
    await search.fill('zanzibarine');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog-list\?q=zanzibarine$/);
    await expect(rows).toHaveCount(3);
    await expect(page.getByText(listMessages.showing(1, 3, 3))).toBeVisible();

    await page.getByRole('button', { name: listMessages.clearSearch }).click();
    await expect(page.getByText(listMessages.showing(1, 10, staffTotal))).toBeVisible();
    const heading = page.getByRole('columnheader', { name: 'Heading' });
    await heading.getByRole('button').click();
    await expect(heading).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=heading&order=asc/);
    // The header turns with the address; the rows follow when the sorted page arrives.
    await expect(page.locator('.admin-list')).not.toHaveAttribute('aria-busy', 'true');
    const names = await rows.locator('td:nth-child(3)').allTextContents();
    // The database orders lower-cased text by its bytes.
    const key = (name: string) => name.toLowerCase();
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
  });
});
