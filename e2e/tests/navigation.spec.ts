// Getting around the public site (product §2): the navbar and footer links, the
// footer's contact details and social links, the chat button, scrolling to the top
// on every route change, and the back-to-top button past 300 px.

import { expect, test, type Page } from '@playwright/test';
import { BACK_TO_TOP_THRESHOLD_PX, chatLink, PUBLIC_COPYRIGHT_YEAR, SITE } from '@agency/shared/contract';
import { hydrated, openPage } from '../support/hydration';
import { firstSlugs } from '../support/public-paths';

const NAVBAR = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Blog', '/blog'],
  ['FAQs', '/faqs'],
  ['Contact', '/contact'],
] as const;

const FOOTER = [
  ['About Us', '/about'],
  ['Services', '/services'],
  ['Blog', '/blog'],
  ['FAQs', '/faqs'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms & Conditions', '/terms-conditions'],
  ['Contact Us', '/contact'],
  ['Home', '/'],
] as const;

const pathIs = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/\//g, '\\/')}$`);

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
};

test('the navbar links and the Support button open their pages', async ({ page }) => {
  await openPage(page, '/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of [...NAVBAR].reverse()) {
    await navbar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(pathIs(path));
    await expect(navbar.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await navbar.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(pathIs('/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

// A blog post rendered once more at /contact (no :slug) redirected to its own address.
test('a link followed from a blog post leaves the post', async ({ page, request }) => {
  const { blog } = await firstSlugs(request);
  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: blog.heading })).toBeVisible();
  // A click before hydration would be a full page load, which never showed the bug.
  const contact = await hydrated(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }));
  await contact.click();
  // The visible outcome, not network quiet: Playwright can see the contact captcha's worker script as never finished.
  await expect(page).toHaveURL(pathIs('/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('heading', { name: blog.heading })).toHaveCount(0);
});

test('a page reached in the app appears whole: the contact form is never on screen without the cards above it', async ({ page }) => {
  await openPage(page, '/');
  // Every change to the page is checked the moment it happens, until the test reads the record.
  await page.evaluate(() => {
    const record = { formWithoutCards: false };
    (window as unknown as { popInRecord: typeof record }).popInRecord = record;
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (main?.querySelector('form') && !main.querySelector('.contact-cards')) record.formWithoutCards = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const contact = await hydrated(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }));
  await contact.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.locator('main form')).toBeVisible();
  await expect(page.locator('main .contact-cards')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { popInRecord: { formWithoutCards: boolean } }).popInRecord)).toEqual({
    formWithoutCards: false,
  });
});

test('the footer links open their pages, each at the top', async ({ page }) => {
  await openPage(page, '/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [label, path] of FOOTER) {
    // The footer is at the bottom: following a link must land at the top of the next page. Scrolled down until it
    // holds: a page just reached may still set itself at its top once (a CI run read 0 right after the scroll).
    await expect
      .poll(async () => {
        await footer.scrollIntoViewIfNeeded();
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(0);
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(pathIs(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('the footer carries the contact details, the social links and the copyright; the chat button opens the chat app', async ({ page }) => {
  await openPage(page, '/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
  await expect(footer.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref);
  await expect(footer.getByText(SITE.address)).toBeVisible();
  await expect(footer.getByText(`Copyright © ${PUBLIC_COPYRIGHT_YEAR} ${SITE.name}`)).toBeVisible();
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (const [index, network] of SITE.social.entries()) {
    await expect(social.nth(index)).toHaveAttribute('href', network.href);
    await expect(social.nth(index)).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('link', { name: `Chat with ${SITE.name} on WhatsApp` })).toHaveAttribute('href', chatLink());
});

test(`back to top appears past ${BACK_TO_TOP_THRESHOLD_PX} px and scrolls back up`, async ({ page }) => {
  // A page with no form in the bottom-right corner at that depth: over a form field the
  // floating buttons step aside (public-layout.spec.ts), as the home banner's quote form would make them.
  await openPage(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await scrollTo(page, BACK_TO_TOP_THRESHOLD_PX);
  await expect(backToTop).toHaveCount(0);
  await scrollTo(page, BACK_TO_TOP_THRESHOLD_PX + 1);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});
