// The shop's cards in a real browser (product §2): five empty stars for unrated
// products, and the search, heart and share icons doing what they show.

import { expect, test, type Page } from '@playwright/test';
import { hydrated, openPage } from '../support/hydration';

const card = (page: Page, name: string) =>
  page.locator('article.product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The name of the first product the shop lists. */
const firstProduct = async (page: Page) => (await page.locator('.product-card__name').first().textContent()) ?? '';
/** The shop filtered to a product's name, as an absolute link. */
const productLink = (page: Page, name: string) => new URL(`/shop?q=${encodeURIComponent(name)}`, page.url()).href;

test('unrated products show five empty stars, as the product description draws them', async ({ page }) => {
  await openPage(page, '/shop');
  const ratings = page.locator('.product-card .star-rating');
  await expect(ratings).toHaveCount(8);
  for (const rating of await ratings.all()) {
    await expect(rating).toHaveAccessibleName('Not rated yet');
    await expect(rating.locator('.star-rating__off')).toHaveCount(5);
  }
});

test("the search icon opens the shop filtered by the product's name", async ({ page }) => {
  await openPage(page, '/shop');
  const first = await firstProduct(page);
  await (await hydrated(page.getByRole('link', { name: `Search the shop for ${first}` }))).click();
  await expect(page).toHaveURL(productLink(page, first));
  await expect(page.locator('.shop__count')).toContainText(`for “${first}”`);
  const names = await page.locator('.product-card__name').allTextContents();
  expect(names).toContain(first);
  expect(names.every((name) => name.includes(first))).toBe(true);
});

test('the heart keeps a wish list in the browser, with its count, across visits', async ({ page }) => {
  await openPage(page, '/shop');
  const first = await firstProduct(page);
  const heart = await hydrated(card(page, first).getByRole('button', { name: `Save ${first} to the wish list` }));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Wish list 1 saved' })).toBeVisible();

  await page.reload();
  await expect(card(page, first).getByRole('button', { name: `Save ${first} to the wish list` })).toHaveAttribute('aria-pressed', 'true');
  await (await hydrated(page.getByRole('link', { name: 'Wish list 1 saved' }))).click();
  await expect(page.locator('article.product-card')).toHaveCount(1);
  await expect(page.getByText('Showing 1 result on your wish list')).toBeVisible();
});

test('share copies a link to the product where the browser has no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await openPage(page, '/shop');
  const first = await firstProduct(page);
  const product = card(page, first);
  await (await hydrated(product.getByRole('button', { name: `Share ${first}` }))).click();
  await expect(product.getByRole('status')).toHaveText('Link copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(productLink(page, first));
});

test('share opens the system share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, 'sharedData', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
  });
  await openPage(page, '/shop');
  const first = await firstProduct(page);
  await (await hydrated(card(page, first).getByRole('button', { name: `Share ${first}` }))).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([{ title: first, text: `${first} from Northstar Digital`, url: productLink(page, first) }]);
});
