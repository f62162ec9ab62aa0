// One post, one editor (issue 21), at 1366 px: "10 Technical SEO Fixes" opened from
// Blogs shows its card and its article together; an article edit there reaches the
// public post; Single Blogs opens the same editor at the article; the top search
// lists the post once; Services / Single Services likewise.

import { expect as baseExpect, test } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { resourceMessages, topBarMessages } from '@agency/shared/contract/messages';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
// Whole editing sessions per test: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const POST = '10 Technical SEO Fixes That Move Rankings';

test('the card and the article of a post are edited on one screen, and the public post follows', async ({ page }) => {
  await page.goto('/blog-list');
  await page.getByRole('link', { name: `Edit ${POST}` }).click();
  await expect(page.getByRole('textbox', { name: /^Heading/ })).toHaveValue(POST);
  await expect(page.getByRole('region', { name: 'Card' }).getByRole('textbox', { name: 'Summary' })).toContainText(
    'Great content cannot rank',
  );
  const article = page.getByRole('region', { name: 'Article' }).getByRole('textbox', { name: 'Article' });
  await expect(article).toContainText('Speed and Core Web Vitals');
  const added = `Checked by the editor test ${Date.now()}.`;
  await article.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(added);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();

  const blogs = (await (await page.request.get('/api/blog')).json()) as Array<{ heading: string; slug: string }>;
  const slug = blogs.find((blog) => blog.heading === POST)!.slug;
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('main')).toContainText(added);
});

test('Single Blogs opens the same editor at the article; the search lists the post once', async ({ page }) => {
  await page.goto('/singleblog-list');
  await page.getByRole('link', { name: `Edit ${POST}` }).click();
  await expect(page).toHaveURL(/\/edit-singleblog\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Article' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Card' }).getByRole('textbox', { name: 'Summary' })).toContainText(
    'Great content cannot rank',
  );

  const search = page.getByRole('combobox', { name: topBarMessages.searchLabel });
  await search.fill('Technical SEO Fixes');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Blogs');
  await options.first().click();
  await expect(page).toHaveURL(/\/editblog\/[0-9a-f]{24}$/);
});

test('a service and its page are one editor too, features included', async ({ page }) => {
  await page.goto('/singleService-list');
  await page.getByRole('link', { name: 'Edit Seo Services' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Service page' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Seo Services');
  await expect(page.getByRole('region', { name: 'Card' }).getByRole('img', { name: /^Preview of/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title of feature 1' })).toHaveValue('Technical SEO Audit');
});
