// The trash as staff use it at 1366 px (issue 21): a deleted entry is named in a notice
// whose Undo puts it back; deleted again, it waits in the Trash screen, from which
// Restore brings it back to its list and Delete forever (confirmed) removes it.

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminArea, TRASH_PATH } from '@agency/shared/contract';
import { dialogMessages, trashMessages } from '@agency/shared/contract/messages';
import { staffSession } from '../support/staff-session';
import { staffToken } from '../support/staff-api';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });

const faqs = adminArea('faq');

const createFaq = async (request: APIRequestContext, heading: string): Promise<string> => {
  const created = await request.post('/api/faqs', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    multipart: { category: 'Digital Marketing', heading, description: '<p>Kept in the trash.</p>' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
};

/** The FAQ list searched for `heading`, so its row is on screen. */
const openFaqRow = async (page: Page, heading: string) => {
  await page.goto(`${faqs.list}?q=${encodeURIComponent(heading)}`);
  return page.locator('.admin-table tbody tr').filter({ hasText: heading });
};

const deleteFromList = async (page: Page, heading: string) => {
  const row = await openFaqRow(page, heading);
  await row.getByRole('button', { name: `Delete ${heading}` }).click();
  await page.getByRole('dialog', { name: dialogMessages.deleteTitle }).getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(row).toHaveCount(0);
  return page.getByRole('status').filter({ hasText: trashMessages.movedToTrash(heading) });
};

test('Undo in the notice after a delete brings the entry back to its list', async ({ page, request }) => {
  const heading = `E2E undo ${Date.now()}`;
  await createFaq(request, heading);
  const notice = await deleteFromList(page, heading);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: trashMessages.undo }).click();
  await expect(page.getByRole('status').filter({ hasText: trashMessages.undone(heading) })).toBeVisible();
  await expect(page.locator('.admin-table tbody tr').filter({ hasText: heading })).toHaveCount(1);
  // Still there after a reload: the server has it back.
  await expect(await openFaqRow(page, heading)).toHaveCount(1);
});

test('a deleted entry waits in the Trash; Restore brings it back, Delete forever removes it', async ({ page, request }) => {
  const kept = `E2E restore ${Date.now()}`;
  const gone = `E2E forever ${Date.now()}`;
  await createFaq(request, kept);
  await createFaq(request, gone);
  await deleteFromList(page, gone);
  const notice = await deleteFromList(page, kept);
  await notice.getByRole('link', { name: trashMessages.viewTrash }).click();
  await expect(page).toHaveURL(new RegExp(`${TRASH_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: trashMessages.title })).toBeVisible();

  const row = page.locator('.admin-table tbody tr').filter({ hasText: kept });
  await expect(row.getByRole('cell', { name: 'FAQs', exact: true })).toBeVisible();
  await expect(row).toContainText(trashMessages.daysLeft(30));
  await row.getByRole('button', { name: trashMessages.restoreLabel(kept) }).click();
  await expect(page.getByRole('status').filter({ hasText: trashMessages.restored(kept) })).toBeVisible();
  await expect(row).toHaveCount(0);

  const doomed = page.locator('.admin-table tbody tr').filter({ hasText: gone });
  await doomed.getByRole('button', { name: trashMessages.deleteForeverLabel(gone) }).click();
  const dialog = page.getByRole('dialog', { name: trashMessages.deleteForeverTitle });
  await expect(dialog).toContainText(trashMessages.deleteForeverQuestion);
  await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: trashMessages.deletedForever(gone) })).toBeVisible();
  await expect(doomed).toHaveCount(0);

  await expect(await openFaqRow(page, kept)).toHaveCount(1);
  await page.goto(TRASH_PATH);
  await expect(page.locator('.admin-table tbody tr').filter({ hasText: gone })).toHaveCount(0);
});
