// Publication states and the list filters as staff use them at 1366 px (issues 19 and 21): a post
// set to Draft in its editor leaves the public blog and its address, wears a Draft badge in the list
// and is found by the list's state filter (kept in the address); published again, it is back. The
// date filter shows the posts added on the chosen days.

import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { adminArea } from '@agency/shared/contract';
import { listMessages, publicationMessages } from '@agency/shared/contract/messages';
import { staffHeaders } from '../support/admin-forms';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const blogs = adminArea('blog');
type Post = { _id: string; slug: string; heading: string };

/** What a visitor's browser gets for `path`: no staff session (a new context would inherit the spec's). */
const asVisitor = async <T>(baseURL: string, path: string, read: (reply: Awaited<ReturnType<APIRequestContext['get']>>) => Promise<T>) => {
  const visitor = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    return await read(await visitor.get(path, { maxRedirects: 0 }));
  } finally {
    await visitor.dispose();
  }
};
const visitorStatus = (baseURL: string, path: string) => asVisitor(baseURL, path, async (reply) => reply.status());

const setState = async (request: APIRequestContext, post: Post, state: string) => {
  const saved = await request.put(`/api/blog/${post._id}`, { headers: await staffHeaders(request), multipart: { state } });
  expect(saved.ok()).toBe(true);
};

test('a post set to Draft leaves the public blog and is found by the list’s state filter; published, it is back', async ({
  page,
  request,
  baseURL,
}) => {
  const posts = (await (await request.get('/api/blog')).json()) as Post[];
  // The oldest post: the pages other tests look at first stay as they are.
  const post = posts[posts.length - 1];
  try {
    await page.goto(`${blogs.edit}/${post._id}`);
    // A live post's draft button takes it off the site (Save draft beside Update, as WordPress has it).
    await page.getByRole('button', { name: publicationMessages.switchToDraft, exact: true }).click();
    await expect.poll(() => visitorStatus(baseURL!, `/blog/${post.slug}`)).toBe(404);
    const publicList = await asVisitor(baseURL!, '/api/blog', async (reply) => (await reply.json()) as Post[]);
    expect(publicList.map((entry) => entry._id)).not.toContain(post._id);

    await page.goto(blogs.list);
    await page.getByRole('combobox', { name: publicationMessages.filterLabel }).selectOption('draft');
    await expect(page).toHaveURL(/[?&]state=draft/);
    const row = page.locator('.admin-table tbody tr').filter({ hasText: post.heading });
    await expect(row).toBeVisible();
    await expect(row).toContainText(publicationMessages.states.draft);
    // Only drafts are listed (other tests leave drafts of their own, so not only this one).
    await expect(page.locator('.admin-table tbody tr').filter({ hasNotText: publicationMessages.states.draft })).toHaveCount(0);

    await page.goto(`${blogs.edit}/${post._id}`);
    // A draft's primary button publishes it.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => visitorStatus(baseURL!, `/blog/${post.slug}`)).toBe(200);
  } finally {
    await setState(request, post, 'published');
  }
});

test('the date filter shows the posts added on the chosen days, and Any date shows them all again', async ({ page, request }) => {
  const posts = (await (await request.get('/api/blog')).json()) as Array<Post & { createdAt: string }>;
  // The site's time zone is UTC here: a post's day is the date part of its stored time.
  const day = posts[posts.length - 1].createdAt.slice(0, 10);
  const thatDay = posts.filter((post) => post.createdAt.startsWith(day));
  await page.goto(blogs.list);
  const dates = page.getByRole('group', { name: listMessages.dateRange });
  await dates.getByLabel(listMessages.dateFrom).fill(day);
  await dates.getByLabel(listMessages.dateTo).fill(day);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${day}&to=${day}|[?&]to=${day}&from=${day}`));
  const rows = page.locator('.admin-table tbody tr');
  await expect(rows).toHaveCount(thatDay.length);
  for (const post of thatDay) await expect(rows.filter({ hasText: post.heading })).toHaveCount(1);

  await dates.getByRole('button', { name: listMessages.clearDates }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(rows).toHaveCount(Math.min(posts.length, 10));
});
