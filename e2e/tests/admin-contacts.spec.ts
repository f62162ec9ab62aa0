// Contacts (issue 21), at 1366 px: a new message is unread and the bell counts it;
// the detail view reads it, replies by e-mail, shows the staff e-mail's history and
// can mark it unread again; the list's Actions column is in view; the e-mail tab
// speaks plain words.

import { expect as baseExpect, test } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { notificationMessages } from '@agency/shared/contract/messages';
import { sendContact } from '../support/contact-messages';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
// Whole editing sessions per test: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('the bell counts unread messages; opening one reads it; it can be marked unread again', async ({ page, request }) => {
  const stamp = Date.now();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Messages, / }).click();
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByRole('button', { name: 'Messages, none new' })).toBeVisible();

  await sendContact(request, {
    firstName: 'Rosa',
    lastName: `Park${stamp}`,
    email: `rosa${stamp}@example.com`,
    phone: '0712345678',
    subject: 'Seo Audit',
    message: 'Please audit our shop.\nWe sell shoes.',
  });
  await page.reload();
  const bell = page.getByRole('button', { name: 'Messages, 1 new' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page
    .getByRole('region', { name: 'Messages', exact: true })
    .getByRole('link', { name: new RegExp(`Rosa Park${stamp}`) })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: `Message from Rosa Park${stamp}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('We sell shoes.');
  await expect(page.getByRole('button', { name: 'Messages, none new' })).toBeVisible();
  const reply = page.getByRole('link', { name: 'Reply by e-mail' });
  const href = (await reply.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^mailto:rosa${stamp}@example.com\\?`));
  expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe('Re: Seo Audit');
  const email = page.getByRole('region', { name: notificationMessages.tabNotifications });
  await expect(email).toContainText(notificationMessages.status.pending);

  await page.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByRole('button', { name: 'Messages, 1 new' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Our Contacts' }).click();
  const row = page.getByRole('row').filter({ hasText: `Rosa Park${stamp}` });
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `Mark as read: message from Rosa Park${stamp}` }).click();
  await expect(row).not.toContainText('New');
  await expect(page.getByRole('button', { name: 'Messages, none new' })).toBeVisible();
});

test('the contact list keeps its Actions column in view at 1366 px, and the e-mail tab speaks plain words', async ({ page, request }) => {
  await sendContact(request, {
    firstName: 'Maximilian',
    lastName: 'Longname-Example',
    email: 'maximilian.longname-example@a-rather-long-domain-name.example',
    phone: '07123456789',
    subject: 'Paid Ads',
    message: 'A long message about running paid campaigns on several platforms for a new product line next spring.',
  });
  await page.goto('/contact-list');
  const deletes = page.getByRole('button', { name: /^Delete message from / });
  await expect(deletes.first()).toBeVisible();
  const widths = await page.evaluate(() => {
    const scroller = document.querySelector('.admin-table__scroll')!;
    return { scroll: scroller.scrollWidth, client: scroller.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const main = (await page.getByRole('main').boundingBox())!;
  for (const box of await Promise.all((await deletes.all()).map((button) => button.boundingBox())))
    expect(box!.x + box!.width).toBeLessThanOrEqual(main.x + main.width);

  await page.getByRole('tab', { name: notificationMessages.tabNotifications }).click();
  const status = page.getByRole('tabpanel').getByRole('status').first();
  await expect(status).toContainText(/E-mail alerts|e-mailed to/);
  await expect(status).not.toContainText(/SMTP|NOTIFY_|_URL|_EMAILS/);
});
