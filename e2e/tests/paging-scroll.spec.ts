// Paging a list (product §2: the blog, six posts a page; the shop) lands the visitor at
// the top of the next page's list, just below the sticky navbar, not at the bottom of
// it where the page links were.

import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/hydration';

/** How far the list's top is from the navbar's bottom edge, in px. */
const listTopBelowNavbar = (page: Page, list: string) =>
  page.evaluate((name) => {
    const section = document.querySelector(`section[aria-label="${name}"]`) as HTMLElement;
    const navbar = document.querySelector('.site-header') as HTMLElement;
    return Math.abs(Math.round(section.getBoundingClientRect().top - navbar.getBoundingClientRect().bottom));
  }, list);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, list, pages } of [
      { path: '/blog', list: 'Blog posts', pages: 'Blog pages' },
      { path: '/shop', list: 'Products', pages: 'Shop pages' },
    ]) {
      test(`${path}: every page change shows the top of the list`, async ({ page }) => {
        await openPage(page, path);
        const links = page.getByRole('navigation', { name: pages });
        for (const [link, search] of [
          ['Next', '?page=2'],
          ['Prev', ''],
          ['Page 2', '?page=2'],
        ] as const) {
          await links.scrollIntoViewIfNeeded();
          expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
          await links.getByRole('link', { name: link, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}${search.replace('?', '\\?')}$`));
          await expect.poll(() => listTopBelowNavbar(page, list)).toBe(0);
          await expect(page.locator(`section[aria-label="${list}"]`)).toBeFocused();
        }
        // Back in the browser's history is a page change too.
        await links.scrollIntoViewIfNeeded();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
        await expect.poll(() => listTopBelowNavbar(page, list)).toBe(0);
      });
    }
  });
}
