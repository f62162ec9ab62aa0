// The admin on a 390 x 844 phone (issue 21): the sidebar is an overlay drawer that
// never pushes the content aside; list tables become stacked cards whose Edit and
// Delete are in view without a sideways swipe; and at 1366 x 860 no floating button
// covers a control (the chat link sits in the footer, inside its landmark).

import { expect as baseExpect, test, type Page } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { sendContact } from '../support/contact-messages';
import { staffSession } from '../support/staff-session';

test.use(staffSession);
// Whole editing sessions per test: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the sidebar is an overlay drawer: the content keeps its width when it opens', async ({ page }) => {
    await page.goto('/blog-list');
    const main = page.getByRole('main');
    const before = (await main.boundingBox())!;
    expect(before.width).toBeGreaterThan(340);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.tap();
    const drawer = page.getByRole('navigation', { name: 'Admin' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Northstar Admin' })).toBeFocused();
    const after = (await main.boundingBox())!;
    expect(after.x).toBe(before.x);
    expect(after.width).toBe(before.width);
    // It lies over the page, on top of it, once it has slid in (a transition: measured at once it can still be on its way).
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    const box = (await drawer.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('nav')?.getAttribute('aria-label'),
      [box.width / 2, 300],
    );
    expect(onTop).toBe('Admin');
    await drawer.getByRole('button', { name: /^Team\b/ }).tap();
    await drawer.getByRole('link', { name: 'All Team' }).tap();
    await expect(page).toHaveURL(/\/team-list$/);
    await expect(drawer).toBeHidden();
  });

  test('list tables are stacked cards with Edit and Delete in view', async ({ page, request }) => {
    // Our Contacts needs a message to show as a card, whichever specs ran before.
    await sendContact(request, {
      firstName: 'Priya',
      lastName: 'Phone-Check',
      email: `priya.${Date.now()}@phone-check.example`,
      phone: '01234567890',
      subject: 'Seo Audit',
      message: 'A message for the phone layout check.',
    });
    for (const list of ['/blog-list', '/products-list', '/contact-list']) {
      await page.goto(list);
      const row = page.getByRole('row').nth(1);
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);
      const rowBox = (await row.boundingBox())!;
      expect(rowBox.width).toBeLessThanOrEqual(390);
      const actions = row.getByRole('button', { name: /^Delete / });
      const box = (await actions.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Each cell carries its column's name.
      await expect(row.locator('td').first()).toHaveAttribute('data-label', 'No.');
    }
  });
});

test('at 1366 x 860 no floating button covers a control, and the chat link is inside a landmark', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/blog-list');
  await expect(page.getByRole('row').nth(6)).toBeVisible();
  // Every row's buttons can be hit where they are: nothing lies on top of them.
  const covered = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main a, main button'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && !control.contains(hit);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent),
  );
  expect(covered).toEqual([]);
  const chat = page.getByRole('contentinfo').getByRole('link', { name: /Chat with .* on WhatsApp/ });
  await expect(chat).toBeVisible();
  expect(await page.locator('.chat-button').count()).toBe(0);
});
