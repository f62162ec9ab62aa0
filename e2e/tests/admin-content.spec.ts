// A staff member creates a blog post in its one editor, card and article together
// (image, bold, a list, a link), sees it on /blog and /blog/{slug}, renames it once
// for both halves, deletes it (both halves at once), and the public pages follow: at once
// inside the open page (RTK Query tags) and on a fresh visit.

import { expect, test, type Page } from '@playwright/test';
import { authMessages } from '@agency/shared/contract';
import { dialogMessages, resourceMessages } from '@agency/shared/contract/messages';
import { STAFF } from '../site';
import { describePicture } from '../support/admin-forms';
import { hydrated } from '../support/hydration';
import { navigateInApp } from '../support/in-app';

const LINK = 'https://northstar-digital.example/results';
// The draft-js strings public-pages.spec.ts must not find on public pages (spec files cannot import each other).
const DRAFT_JS_MARKERS = ['public/DraftStyleDefault', 'DraftEditorPlaceholder', 'DraftEditor/root'];

/** Logs in through the /login form ('Login successful!', then the dashboard after 1.5 s). */
const logIn = async (page: Page) => {
  await page.goto('/login');
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page.getByText(authMessages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** Types rich text with bold, a bullet list and a link into the editor. */
const writeRichText = async (page: Page, intro: string, label: string) => {
  const editor = page.getByRole('textbox', { name: label });
  const toolbar = page.getByRole('toolbar', { name: `${label} formatting` });
  await editor.click();
  await page.keyboard.type(`${intro} `);
  await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('measurable growth');
  await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('More qualified leads');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lower cost per click');
  // Return in the empty item ends the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'false');
  await toolbar.getByRole('button', { name: 'Insert link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert link' });
  await dialog.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Insert link' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Address' }).fill(LINK);
  await dialog.getByRole('textbox', { name: /Link text/ }).fill('See the results');
  await dialog.getByRole('button', { name: 'Insert link' }).click();
  await expect(dialog).toBeHidden();
};

/** A real PNG drawn by the browser: the API decodes and re-encodes every upload. */
const pngImage = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2546f0';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#c2410c';
    context.fillRect(40, 60, 120, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
};

const pickImage = async (page: Page, label: RegExp, name: string) =>
  page.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: await pngImage(page) });

const slugOf = async (page: Page, heading: string): Promise<string> => {
  const blogs = (await (await page.request.get('/api/blog')).json()) as Array<{ heading: string; slug: string }>;
  const blog = blogs.find((candidate) => candidate.heading === heading);
  expect(blog, `blog "${heading}" in /api/blog`).toBeDefined();
  return blog!.slug;
};

const deleteFromList = async (page: Page, list: string, name: string) => {
  await navigateInApp(page, list);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: dialogMessages.deleteTitle });
  await expect(dialog).toContainText(dialogMessages.deleteQuestion);
  await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
};

test('staff create, rename and delete a blog post and the public pages follow', async ({ page }) => {
  test.setTimeout(120_000);
  const heading = `Growth Story ${Date.now()}`;
  const renamed = `${heading} Revised`;

  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await logIn(page);
  // Visit the public list inside this page first, so its cached copy must be refreshed by the tags.
  await navigateInApp(page, '/blog');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // The post: its card and its article on one screen.
  await navigateInApp(page, '/addblog');
  await page.getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await writeRichText(page, 'A short summary of', 'Summary');
  await pickImage(page, /^Cover image/, 'cover.png');
  await describePicture(page, 'The cover of a case study');
  await expect(page.getByRole('img', { name: 'Preview of cover.png' })).toBeVisible();
  await writeRichText(page, 'How we delivered', 'Article');
  await pickImage(page, /^Article images/, 'chart.png');
  await page.getByRole('textbox', { name: /^Alt text of chart\.png/ }).fill('A chart of the results');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(resourceMessages.blog.created)).toBeVisible();

  // The markers public-pages.spec.ts looks for are really in the editor's code.
  const texts = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  for (const marker of DRAFT_JS_MARKERS)
    expect(
      texts.some((text) => text.includes(marker)),
      marker,
    ).toBe(true);

  const slug = await slugOf(page, heading);
  const post = (await (await page.request.get(`/api/single-blog/slug/${slug}`)).json()) as { description: string; images: string[] };
  expect(post.description).toContain('<strong>measurable growth</strong>');
  expect(post.description).toContain('<li>More qualified leads</li>');
  expect(post.description).toContain(`<a href="${LINK}">See the results</a>`);
  expect(post.description).not.toContain('javascript:');
  expect(post.images).toHaveLength(1);

  // Public pages: the cached list refreshed in this page, then a fresh visit of the post.
  await navigateInApp(page, '/blog');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const body = page.locator('main');
  await expect(body.locator('strong', { hasText: 'measurable growth' })).toBeVisible();
  await expect(body.locator('li', { hasText: 'Lower cost per click' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'See the results' })).toHaveAttribute('href', LINK);

  // Rename it once: the editor loads both halves' rich text and renames both.
  await page.goto('/blog-list');
  await page.getByRole('link', { name: `Edit ${heading}` }).click();
  const headingField = page.getByRole('textbox', { name: /^Heading/ });
  await expect(headingField).toHaveValue(heading);
  await expect(page.getByRole('textbox', { name: 'Summary' })).toContainText('A short summary of');
  await expect(page.getByRole('textbox', { name: 'Article' })).toContainText('How we delivered');
  await headingField.fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();
  // The Single Blogs list opens the same editor, at the article.
  await navigateInApp(page, '/singleblog-list');
  await page.getByRole('link', { name: `Edit ${renamed}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Article' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Heading/ })).toHaveValue(renamed);

  const newSlug = await slugOf(page, renamed);
  await navigateInApp(page, '/blog');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  await page.goto(`/blog/${newSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Deleting the post deletes it whole (issue 32): its article leaves Single Blogs with it, and the
  // public list, the page and the API forget them.
  await page.goto('/blog-list');
  await deleteFromList(page, '/blog-list', renamed);
  await navigateInApp(page, '/singleblog-list');
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);
  expect((await page.request.get(`/blog/${newSlug}`)).status()).toBe(404);
  await navigateInApp(page, '/blog');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  expect((await page.request.get(`/api/single-blog/slug/${newSlug}`)).status()).toBe(404);
  const remaining = (await (await page.request.get('/api/blog')).json()) as Array<{ heading: string }>;
  expect(remaining.map((blog) => blog.heading)).not.toContain(renamed);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});
