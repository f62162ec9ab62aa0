// The blog (product §2, §9): six posts a page with Prev, numbered pages and Next; each
// card opens its post; a post shows its heading, body, metadata, Latest News (the
// first three posts) and the consultation card. The home page teases the first three.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { BLOG_PAGE_SIZE, BLOG_SIDEBAR_LATEST_COUNT, HOME_BLOG_TEASER_COUNT, SITE } from '@agency/shared/contract';

interface Post {
  slug: string;
  heading: string;
  createdAt: string;
}

const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const posts = async (request: APIRequestContext): Promise<Post[]> => (await (await request.get('/api/blog')).json()) as Post[];

test('the blog list pages six posts at a time and each card opens its post', async ({ page, request }) => {
  const all = await posts(request);
  // The demo content has more than one page of posts.
  expect(all.length).toBeGreaterThan(BLOG_PAGE_SIZE);
  const pageCount = Math.ceil(all.length / BLOG_PAGE_SIZE);

  await page.goto('/blog');
  const list = page.getByRole('region', { name: 'Blog posts' });
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(list.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(all[0].heading);
  await expect(pager.getByText('Prev')).toHaveAttribute('aria-disabled', 'true');
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: /^Page / })).toHaveCount(pageCount);

  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('article')).toHaveCount(Math.min(BLOG_PAGE_SIZE, all.length - BLOG_PAGE_SIZE));
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(all[BLOG_PAGE_SIZE].heading);
  await pager.getByRole('link', { name: /Prev/ }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const second = all[1];
  await list.getByRole('link', { name: second.heading, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${second.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.heading);
});

test('a post shows its body, metadata, Latest News and the consultation card', async ({ page, request }) => {
  const all = await posts(request);
  const post = all[2];
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.heading);
  await expect(page).toHaveTitle(new RegExp(post.heading));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}$`));
  // The post's own description, not the site's default one.
  const descriptions = await page
    .locator('meta[name="description"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  expect(descriptions.some((text) => text && !text.startsWith(SITE.name))).toBe(true);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(post.heading));
  const article = page.locator('article.blog-detail__article');
  await expect(article.getByText('By Admin')).toBeVisible();
  await expect(article.locator('time').first()).toHaveText(LONG_US_DATE.format(new Date(post.createdAt)));

  const latest = page.getByRole('region', { name: 'Latest News' });
  await expect(latest.getByRole('link')).toHaveCount(BLOG_SIDEBAR_LATEST_COUNT);
  for (const [index, item] of all.slice(0, BLOG_SIDEBAR_LATEST_COUNT).entries()) {
    await expect(latest.getByRole('link').nth(index)).toHaveAttribute('href', `/blog/${item.slug}`);
  }
  const consultation = page.getByRole('region', { name: 'Ready to boost your website ranking' });
  await expect(consultation.getByRole('link', { name: 'GET A FREE CONSULTATION' })).toHaveAttribute('href', '/contact');
});

test('the home page teases the first three posts, each opening in a new tab', async ({ page, request }) => {
  const all = await posts(request);
  await page.goto('/');
  const teaser = page.getByRole('region', { name: 'Latest News and Insights' });
  await expect(teaser.getByRole('article')).toHaveCount(HOME_BLOG_TEASER_COUNT);
  for (const [index, post] of all.slice(0, HOME_BLOG_TEASER_COUNT).entries()) {
    const card = teaser.getByRole('article').nth(index);
    await expect(card.getByRole('heading')).toHaveText(post.heading);
    await expect(card.getByText('By Admin')).toBeVisible();
    await expect(card.locator('time')).toHaveText(LONG_US_DATE.format(new Date(post.createdAt)));
    const readMore = card.getByRole('link', { name: `Read more about ${post.heading} (opens in a new tab)` });
    await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(readMore).toHaveAttribute('target', '_blank');
  }
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    teaser
      .getByRole('link', { name: /^Read more about / })
      .first()
      .click(),
  ]);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText(all[0].heading);
});
