// A post is one entry (its card in Blogs, its body in Single Blogs), as staff use it at 1366 px:
// a bulk delete of two posts takes their pages down (404) and Undo brings both halves back;
// restoring an article version with another title shows it in the form with no error and the
// next Update saves; two people editing different fields of one post get a conflict screen
// listing only the fields they changed, each already set to the side that changed it.

import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminArea, apiMessages } from '@agency/shared/contract';
import {
  dialogMessages,
  editConflictMessages,
  historyMessages,
  listMessages,
  resourceMessages,
  seoFieldMessages,
  trashMessages,
} from '@agency/shared/contract/messages';
import { BASE_URL } from '../site';
import { readEntry, staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 180_000 });

const blogs = adminArea('blog');
const singleBlogs = adminArea('singleBlog');
const NO_SESSION = { cookies: [], origins: [] };

interface Post {
  cardId: string;
  bodyId: string;
  slug: string;
}

/** A post as the editor stores it: its card and its body under one title. */
const createPost = async (request: APIRequestContext, heading: string, article = `<p>The article of ${heading}.</p>`): Promise<Post> => {
  const headers = await staffHeaders(request);
  const card = await request.post('/api/blog', {
    headers,
    multipart: { heading, description: '<p>A short summary.</p>', image: PNG, imageAlt: 'The cover' },
  });
  expect(card.status()).toBe(201);
  const body = await request.post('/api/single-blog', {
    headers,
    multipart: { heading, description: article, images: PNG, imageAlts: JSON.stringify(['The first picture']) },
  });
  expect(body.status()).toBe(201);
  const [{ _id: cardId, slug }, { _id: bodyId }] = [
    (await card.json()) as { _id: string; slug: string },
    (await body.json()) as { _id: string },
  ];
  return { cardId, bodyId, slug };
};

/** The status a visitor gets for the public post page (the server renders it). */
const pageStatus = async (visitor: APIRequestContext, slug: string) => (await visitor.get(`/blog/${slug}`)).status();

const rowsOf = (page: Page) => page.locator('.admin-table tbody tr');

test('bulk-deleting two posts takes their pages down; Undo brings both halves back', async ({ page, playwright }) => {
  const stamp = Date.now();
  const headings = [`E2E unit bulk A ${stamp}`, `E2E unit bulk B ${stamp}`];
  const posts = [await createPost(page.request, headings[0]), await createPost(page.request, headings[1])];
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL, storageState: NO_SESSION });
  for (const post of posts) expect(await pageStatus(visitor, post.slug)).toBe(200);

  await page.goto(`${blogs.list}?q=${stamp}`);
  await expect(rowsOf(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: listMessages.selectAllOnPage }).check();
  await page
    .getByRole('group', { name: listMessages.bulkActions })
    .getByRole('button', { name: listMessages.deleteSelected(2) })
    .click();
  await page
    .getByRole('dialog', { name: listMessages.bulkDeleteTitle(2) })
    .getByRole('button', { name: dialogMessages.confirm })
    .click();
  await expect(page.getByText(trashMessages.movedManyToTrash(2))).toBeVisible();

  // The pages are gone with their cards, and the bodies left Single Blogs with them.
  for (const post of posts) {
    expect(await pageStatus(visitor, post.slug)).toBe(404);
    expect((await visitor.get(`/api/single-blog/slug/${post.slug}`)).status()).toBe(404);
  }

  await page.getByRole('button', { name: trashMessages.undo }).click();
  await expect(page.getByText(trashMessages.undoneMany(2))).toBeVisible();
  for (const post of posts) expect(await pageStatus(visitor, post.slug)).toBe(200);
  await page.goto(`/blog/${posts[0].slug}`);
  await expect(page.getByRole('main')).toContainText(`The article of ${headings[0]}.`);

  await page.goto(`${singleBlogs.list}?q=${stamp}`);
  await expect(rowsOf(page)).toHaveCount(2);
  for (const heading of headings) await expect(rowsOf(page).filter({ hasText: heading })).toHaveCount(1);
  await visitor.dispose();
});

test('restoring an article version with another title shows it in the form with no error; the next Update saves', async ({ page }) => {
  const stamp = Date.now();
  const first = `E2E unit first ${stamp}`;
  const post = await createPost(page.request, first, `<p>The first article ${stamp}.</p>`);

  await page.goto(`${blogs.edit}/${post.cardId}`);
  const title = page.getByRole('textbox', { name: /^Heading/ });
  await expect(title).toHaveValue(first);
  const article = page.getByRole('region', { name: 'Article' }).getByRole('textbox', { name: 'Article' });
  await title.fill(`E2E unit second ${stamp}`);
  await article.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`The second article ${stamp}.`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();

  const history = page.locator('section.admin-history--part').filter({ has: page.getByRole('heading', { level: 3, name: 'Article' }) });
  await history.getByRole('button', { name: historyMessages.show }).click();
  await history.getByRole('button', { name: historyMessages.restoreLabel(1) }).click();
  await page.getByRole('dialog', { name: historyMessages.restoreTitle }).getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(history.getByText(historyMessages.restored(1))).toBeVisible();
  await expect(title).toHaveValue(first);
  await expect(article).toContainText(`The first article ${stamp}.`);
  await expect(page.getByText(resourceMessages.blog.loadOneFailed)).toHaveCount(0);

  await title.fill(`${first} again`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();
  await expect(page.getByRole('region', { name: editConflictMessages.title })).toHaveCount(0);
  const card = await readEntry<{ heading: string; slug: string }>(page.request, `blog/${post.cardId}`);
  const body = await readEntry<{ heading: string; slug: string; description: string }>(page.request, `single-blog/${post.bodyId}`);
  expect([card.heading, body.heading]).toEqual([`${first} again`, `${first} again`]);
  expect(body.slug).toBe(card.slug);
  expect(body.description).toContain(`The first article ${stamp}.`);
});

test('two people editing different fields of one post: the conflict lists only the fields they changed', async ({ page, browser }) => {
  const stamp = Date.now();
  const post = await createPost(page.request, `E2E unit conflict ${stamp}`);
  const labels = seoFieldMessages.labels;
  const colleague = await browser.newContext({ ...staffSession, viewport: { width: 1366, height: 860 } });
  const theirs = await colleague.newPage();

  for (const tab of [page, theirs]) {
    await tab.goto(`${blogs.edit}/${post.cardId}`);
    await expect(tab.getByRole('textbox', { name: /^Heading/ })).toHaveValue(`E2E unit conflict ${stamp}`);
  }
  await theirs.getByLabel(labels.metaDescription).fill(`Their description ${stamp}`);
  await theirs.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(theirs.getByText(resourceMessages.blog.updated)).toBeVisible();

  await page.getByLabel(labels.focusKeyphrase).fill(`my keyphrase ${stamp}`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const review = page.getByRole('region', { name: editConflictMessages.title });
  await expect(review).toBeVisible();
  await expect(review.locator('legend')).toHaveText([labels.focusKeyphrase, labels.metaDescription]);
  const mine = review.getByRole('group', { name: labels.focusKeyphrase });
  await expect(mine).toContainText(editConflictMessages.changedByMe);
  await expect(mine.getByRole('radio', { name: editConflictMessages.keepMine })).toBeChecked();
  const saved = review.getByRole('group', { name: labels.metaDescription });
  await expect(saved).toContainText(editConflictMessages.changedByThem);
  await expect(saved.getByRole('radio', { name: editConflictMessages.keepTheirs })).toBeChecked();

  await review.getByRole('button', { name: editConflictMessages.apply }).click();
  // The refusal's note goes with the conflict it described.
  await expect(page.getByText(apiMessages.conflict)).toHaveCount(0);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();
  const card = await readEntry<{ metaDescription: string; focusKeyphrase: string }>(page.request, `blog/${post.cardId}`);
  expect(card).toMatchObject({
    metaDescription: `Their description ${stamp}`,
    focusKeyphrase: `my keyphrase ${stamp}`,
    imageAlt: 'The cover',
  });
  // Fields the conflict screen does not list (the article's alt texts) are saved as they were.
  const body = await readEntry<{ imageAlts: string[] }>(page.request, `single-blog/${post.bodyId}`);
  expect(body.imageAlts).toEqual(['The first picture']);
  await colleague.close();
});
