// Working in the admin's list screens as staff do: find a row (on whichever page of
// ten it landed), open its edit screen, delete it through the confirmation dialog.

import { expect, type Page } from '@playwright/test';
import { dialogMessages } from '@agency/shared/contract/messages';

/** Shows the list page a new entry lands on: the last one (entries are listed oldest first). */
export const showLastPage = async (page: Page): Promise<void> => {
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  const pages = page.locator('.admin-pagination').getByRole('button', { name: /^Page \d+$/ });
  const count = await pages.count();
  if (count > 1) {
    await pages.nth(count - 1).click();
    await expect(pages.nth(count - 1)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  }
};

export const deleteRow = async (page: Page, name: string): Promise<void> => {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogMessages.deleteTitle });
  await expect(dialog).toContainText(dialogMessages.deleteQuestion);
  await expect(dialog).toContainText(dialogMessages.deleteSubject(name));
  await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${name}`, exact: true })).toHaveCount(0);
};

/** A real 4 x 4 PNG: the API decodes and re-encodes every upload. */
export const PNG = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQdfsARwzEcQAnghWxq39l4wAAAABJRU5ErkJggg==',
    'base64',
  ),
};
