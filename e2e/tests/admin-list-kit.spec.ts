// The admin list kit as staff use it at 1366 px (issue 21): row numbers that count on across
// pages, a delete dialog that names the row, an add whose success message stays and links
// to the new entry, a typed confirmation for delete-all (cancelled here; done in admin-delete-all.spec.ts),
// contacts found by their sender in the list and the top search, and bulk select with delete.

import { expect, test } from '@playwright/test';
import { adminArea, formMessages } from '@agency/shared/contract';
import { dialogMessages, listMessages, resourceMessages, topBarMessages, trashMessages } from '@agency/shared/contract/messages';
import { sendContact } from '../support/contact-messages';
import { staffSession } from '../support/staff-session';
import { staffToken } from '../support/staff-api';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });

const faqs = adminArea('faq');

test('row numbers count on across pages and the delete dialog names the row', async ({ page }) => {
  await page.goto(`${faqs.list}?page=2`);
  const rows = page.locator('.admin-table tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('cell').first()).toHaveText('11');

  const trash = rows.first().getByRole('button', { name: /^Delete / });
  const name = ((await trash.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
  await trash.click();
  const dialog = page.getByRole('dialog', { name: dialogMessages.deleteTitle });
  await expect(dialog).toContainText(dialogMessages.deleteQuestion);
  await expect(dialog).toContainText(dialogMessages.deleteSubject(name));
  await dialog.getByRole('button', { name: dialogMessages.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first().getByRole('cell').first()).toHaveText('11');
});

test('after an add the success message links to the new entry, and View opens it', async ({ page, request }) => {
  const title = `E2E kept message ${Date.now()}`;
  await page.goto(faqs.add!);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Digital Marketing');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: resourceMessages.faq.created });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: formMessages.viewCreated }).click();
  await expect(page).toHaveURL(new RegExp(`${faqs.edit}/([0-9a-f]{24})$`));
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  const id = page.url().split('/').pop();
  const removed = await request.delete(`/api/faqs/${id}`, { headers: { authorization: `Bearer ${await staffToken(request)}` } });
  expect(removed.ok()).toBe(true);
});

test('delete-all asks for the list’s name before Confirm works', async ({ page }) => {
  await page.goto(adminArea('product').list);
  await page.getByRole('button', { name: dialogMessages.deleteAllProductsTitle }).click();
  const dialog = page.getByRole('dialog', { name: dialogMessages.deleteAllProductsTitle });
  const confirm = dialog.getByRole('button', { name: dialogMessages.confirm });
  const word = dialog.getByRole('textbox', { name: dialogMessages.typeToConfirm(dialogMessages.deleteAllProductsWord) });
  await expect(word).toBeFocused();
  await expect(confirm).toBeDisabled();
  await word.fill('product');
  await expect(confirm).toBeDisabled();
  await word.fill(dialogMessages.deleteAllProductsWord);
  await expect(confirm).toBeEnabled();
  // Cancel: the other specs keep their products.
  await dialog.getByRole('button', { name: dialogMessages.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
});

test('the contacts list and the top search find a message by its sender', async ({ page, request }) => {
  const lastName = `Zarkowski${Date.now()}`;
  await sendContact(request, {
    firstName: 'Quentin',
    lastName,
    email: `quentin.${Date.now()}@lighthouse-foods.example`,
    phone: '01234567890',
    subject: 'Paid Ads',
    message: 'Our bakery wants more footfall from local search.',
  });
  await page.goto(adminArea('contact').list);
  const box = page.getByRole('searchbox', { name: listMessages.searchLabel('Our Contacts') });
  await box.fill(`quentin ${lastName}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=quentin/);
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
  await expect(page.locator('.admin-table tbody tr')).toContainText(lastName);

  await page.getByRole('combobox', { name: topBarMessages.searchLabel }).fill(lastName);
  const hit = page.getByRole('option', { name: new RegExp(`Quentin ${lastName}`) });
  await expect(hit).toContainText('Our Contacts');
  await hit.click();
  await expect(page).toHaveURL(/\/contact-list\/[0-9a-f]{24}$/);
  await expect(page.getByRole('main')).toContainText(lastName);
});

test('bulk select: tick rows, confirm with their count, they are gone, and one Undo brings them back', async ({ page, request }) => {
  const token = await staffToken(request);
  const stamp = Date.now();
  const titles = [`E2E bulk A ${stamp}`, `E2E bulk B ${stamp}`];
  for (const title of titles) {
    const created = await request.post('/api/faqs', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { heading: title, description: '<p>Bulk</p>', category: 'Digital Marketing' },
    });
    expect(created.ok()).toBe(true);
  }
  await page.goto(`${faqs.list}?q=${stamp}`);
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(2);
  const all = page.getByRole('checkbox', { name: listMessages.selectAllOnPage });
  await all.focus();
  await page.keyboard.press('Space');
  for (const title of titles) await expect(page.getByRole('checkbox', { name: listMessages.selectRow(title) })).toBeChecked();
  const bar = page.getByRole('group', { name: listMessages.bulkActions });
  await expect(bar).toContainText(listMessages.selectedCount(2));
  await bar.getByRole('button', { name: listMessages.deleteSelected(2) }).click();
  const dialog = page.getByRole('dialog', { name: listMessages.bulkDeleteTitle(2) });
  await expect(dialog).toContainText(listMessages.bulkDeleteQuestion(2));
  await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
  // FAQs go to the trash: one notice counts them, and its Undo brings both back.
  await expect(page.getByText(trashMessages.movedManyToTrash(2))).toBeVisible();
  const stored = JSON.stringify(await (await request.get('/api/faqs')).json());
  for (const title of titles) expect(stored).not.toContain(title);
  await page.getByRole('button', { name: trashMessages.undo }).click();
  await expect(page.getByText(trashMessages.undoneMany(2))).toBeVisible();
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(2);
  const restored = JSON.stringify(await (await request.get('/api/faqs')).json());
  for (const title of titles) expect(restored).toContain(title);
});

const LISTS = ['about', 'blog', 'singleBlog', 'work', 'service', 'singleService', 'product', 'plan', 'faq', 'team', 'testimonial'] as const;

test('every list shows when its entries were added and keeps Edit and Delete in view at 1366 px', async ({ page }) => {
  for (const key of LISTS) {
    await page.goto(adminArea(key).list);
    const firstRow = page.locator('.admin-table tbody tr').first();
    await expect(firstRow.locator('time')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: listMessages.dateColumn })).toBeVisible();
    const widths = await page.evaluate(() => {
      const scroller = document.querySelector('.admin-table__scroll')!;
      return { scroll: scroller.scrollWidth, client: scroller.clientWidth };
    });
    expect(widths.scroll, `${key}: the table fits its frame`).toBeLessThanOrEqual(widths.client);
    const main = (await page.getByRole('main').boundingBox())!;
    const remove = (await firstRow.getByRole('button', { name: /^Delete / }).boundingBox())!;
    expect(remove.x + remove.width, `${key}: Delete in view`).toBeLessThanOrEqual(main.x + main.width);
  }
});

test('the Added header sorts newest first, and the order stays in the address', async ({ page }) => {
  await page.goto(adminArea('blog').list);
  await page.getByRole('button', { name: listMessages.dateColumn, exact: true }).click();
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(page).toHaveURL(/order=desc/);
  const added = await page
    .locator('.admin-table tbody time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(added.length).toBeGreaterThan(1);
  expect([...added].sort().reverse()).toEqual(added);
});
