// The site on a 390 px phone (touch, 3x pixels): the navbar folds into a menu that
// closes when a link is followed, no page scrolls sideways, forms and tabs work with
// taps (a field tapped before the page hydrated included), and the admin starts with its
// sidebar drawer closed.

import { expect, test, type Page } from '@playwright/test';
import { formMessages, validationMessages } from '@agency/shared/contract';
import { solveCaptcha } from '../support/captcha';
import { field } from '../support/message-forms';
import { storedContacts } from '../support/staff-api';
import { staffSession } from '../support/staff-session';
import { hydrated, openPage, openUnscripted } from '../support/hydration';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(widths.viewport);
};

test('a visitor on a phone uses the menu, reads the blog and the FAQs, and fills the contact form', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Blog' })).toBeHidden();
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await navbar.getByRole('link', { name: 'Blog' }).tap();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navbar.getByRole('link', { name: 'Blog' })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('region', { name: 'Blog posts' }).getByRole('heading', { level: 2 }).first().getByRole('link').tap();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest News' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await openPage(page, '/faqs');
  const tabs = page.getByRole('tab');
  await tabs.nth(1).tap();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expectNoSidewaysScroll(page);

  await menu.tap();
  await navbar.getByRole('link', { name: 'Contact' }).tap();
  const form = await hydrated(page.getByRole('form', { name: 'Send us a message' }));
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('phone-visitor');
  await form.getByRole('button', { name: 'Send Message' }).tap();
  await expect(form.getByText(validationMessages.required('First name'))).toBeVisible();
  await expect(form.getByText(validationMessages.email)).toBeVisible();
  await expectNoSidewaysScroll(page);

  for (const path of ['/services', '/about', '/shop', '/login', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }
});

test('a visitor who taps a field before the page has hydrated types and sends the message', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Until the scripts are let through, the form is the server's markup.
  const startScripts = await openUnscripted(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await field(form, 'First name').tap();
  await page.keyboard.type('Jane');
  startScripts();

  await hydrated(field(form, 'Last name'));
  await field(form, 'Last name').tap();
  await page.keyboard.type('Carter');
  await field(form, 'Email').fill('jane.carter@example.com');
  await field(form, 'Phone').fill('07700900124');
  await form.getByRole('combobox', { name: 'Subject', exact: true }).selectOption('Paid Ads');
  const message = `Sent from a phone, typing before the scripts ran (${Date.now()}).`;
  await field(form, 'Message').fill(message);
  await expect(field(form, 'First name')).toHaveValue('Jane');
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Send Message' }).tap();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(formMessages.contactSent)).toBeVisible();
  expect(await storedContacts(request)).toContainEqual(
    expect.objectContaining({ firstName: 'Jane', lastName: 'Carter', email: 'jane.carter@example.com', message, source: 'contact' }),
  );
});

test.describe('staff on a phone', () => {
  test.use(staffSession);

  test('the admin starts with its drawer closed and its lists fit the screen', async ({ page }) => {
    await page.goto('/blog-list');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Edit / })
      .first()
      .tap();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
