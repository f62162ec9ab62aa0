// Preview and schedule as staff use them at 1366 px (issue 19): a new post, typed and not saved,
// opens in a new tab as the public page under a "not published" banner, `noindex`, and a visitor
// opening the same address is sent to the login; a post scheduled in the editor's publish panel is kept
// for the minute chosen and appears on /blog at its time, the server carrying it out without a restart.

import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { adminArea } from '@agency/shared/contract';
import { previewMessages, publicationMessages, resourceMessages } from '@agency/shared/contract/messages';
import { describePicture, staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const blogs = adminArea('blog');
const NO_SESSION = { cookies: [], origins: [] };

/** A visitor's own browser: no staff session (a new context would inherit the spec's). */
const visitorPage = async (browser: Browser) => (await browser.newContext({ storageState: NO_SESSION })).newPage();

const visitorHtml = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test('a new post, not saved, previews in a new tab as the public page, marked and noindex; a visitor is sent to the login', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const heading = `Preview check ${Date.now()}`;
  const text = 'Typed in the editor and never saved.';
  await page.goto(blogs.add!);
  await page.getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await page.getByRole('region', { name: 'Article' }).getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type(text);

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: previewMessages.button }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/blog\/[a-z0-9]+$/);
  await expect(preview.getByRole('status').filter({ hasText: previewMessages.banner })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(preview.getByRole('main')).toContainText(text);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);

  const visitor = await playwright.request.newContext({ baseURL, storageState: NO_SESSION });
  try {
    const reply = await visitor.get(new URL(preview.url()).pathname);
    expect(reply.headers()['x-robots-tag']).toMatch(/noindex/);
    // Nothing was saved: the public blog does not know the post.
    expect(await visitorHtml(visitor, '/blog')).not.toContain(heading);
  } finally {
    await visitor.dispose();
  }
  const stranger = await visitorPage(browser);
  try {
    await stranger.goto(preview.url());
    await expect(stranger).toHaveURL(/\/login$/);
    await expect(stranger.getByText(previewMessages.banner)).toHaveCount(0);
    await expect(stranger.getByText(heading)).toHaveCount(0);
  } finally {
    await stranger.context().close();
  }
});

test('a post scheduled in the publish panel is stored for its time, hidden until then, and appears on /blog at its time, without a restart', async ({
  page,
  browser,
  request,
}) => {
  const heading = `Scheduled check ${Date.now()}`;
  // The control takes whole minutes in the agency's zone (UTC here): a minute well ahead, so the form is never
  // saved too late on a loaded machine.
  const publishAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
  await page.goto(blogs.add!);
  await page.getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await page.getByLabel(/^Cover image/).setInputFiles(PNG);
  await describePicture(page);
  await page.getByRole('radio', { name: publicationMessages.atATime }).check();
  await page.getByLabel(new RegExp(`^${publicationMessages.publishAtLabel}`)).fill(new Date(publishAt).toISOString().slice(0, 16));
  // With a time chosen, the primary button schedules.
  await page.getByRole('button', { name: publicationMessages.schedule, exact: true }).click();
  await expect(page.getByText(resourceMessages.blog.created)).toBeVisible();

  const headers = await staffHeaders(request);
  const posts = (await (await request.get('/api/blog', { headers })).json()) as Array<{
    _id: string;
    heading: string;
    state: string;
    publishAt: string | null;
  }>;
  const made = posts.find((post) => post.heading === heading);
  const visitor = await visitorPage(browser);
  try {
    // The panel's minute is the time the server keeps.
    expect(made).toMatchObject({ state: 'scheduled', publishAt: new Date(publishAt).toISOString() });
    await visitor.goto('/blog');
    await expect(visitor.getByRole('main')).not.toContainText(heading);
    // Its time brought to seconds from now (the panel's whole minutes would make the test wait up to 90 s): the
    // running server, never restarted, publishes it then, and not before.
    const soon = Date.now() + 6_000;
    const moved = await request.put(`/api/blog/${made!._id}`, {
      headers,
      multipart: { state: 'scheduled', publishAt: new Date(soon).toISOString() },
    });
    expect(moved.ok()).toBe(true);
    expect(await visitorHtml(visitor.request, '/blog')).not.toContain(heading);
    expect(Date.now()).toBeLessThan(soon);
    // The visitor's page, asked again and again: the post shows once the server has published it.
    await expect.poll(() => visitorHtml(visitor.request, '/blog'), { timeout: 60_000, intervals: [1_000] }).toContain(heading);
    expect(Date.now()).toBeGreaterThanOrEqual(soon);
    await visitor.goto('/blog');
    await expect(visitor.getByRole('main').getByRole('link', { name: heading, exact: true })).toBeVisible();
  } finally {
    await visitor.context().close();
    if (made) await request.delete(`/api/blog/${made._id}`, { headers });
  }
});
