// Delete-all as staff use it on Our Products: typed confirmation, every product in the trash, one Undo
// brings them all back. It empties the shop for a moment, which every page and list test would see, so
// it runs with the whole-site specs, alone (playwright.config.ts).

import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminArea } from '@agency/shared/contract';
import { dialogMessages, trashMessages } from '@agency/shared/contract/messages';
import { staffSession } from '../support/staff-session';
import { staffToken } from '../support/staff-api';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });

/** The ids of the products the shop lists, sorted (compared before and after). */
const productIds = async (request: APIRequestContext): Promise<string[]> =>
  ((await (await request.get('/api/products')).json()) as Array<{ _id: string }>).map((product) => product._id).sort();

test('delete-all moves every product to the trash, and Undo puts them all back', async ({ page, request }) => {
  const before = await productIds(request);
  expect(before.length).toBeGreaterThan(0);
  try {
    await page.goto(adminArea('product').list);
    await page.getByRole('button', { name: dialogMessages.deleteAllProductsTitle }).click();
    const dialog = page.getByRole('dialog', { name: dialogMessages.deleteAllProductsTitle });
    await dialog
      .getByRole('textbox', { name: dialogMessages.typeToConfirm(dialogMessages.deleteAllProductsWord) })
      .fill(dialogMessages.deleteAllProductsWord);
    await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
    await expect(page.getByText(trashMessages.movedManyToTrash(before.length))).toBeVisible();
    expect(await productIds(request)).toEqual([]);

    await page.getByRole('button', { name: trashMessages.undo }).click();
    await expect(page.getByText(trashMessages.undoneMany(before.length))).toBeVisible();
    await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  } finally {
    // Whatever happened above, the other specs find every product where it was.
    const headers = { authorization: `Bearer ${await staffToken(request)}` };
    for (const id of before) await request.post(`/api/trash/${id}/restore`, { headers });
  }
  expect(await productIds(request)).toEqual(before);
});
