// The editor and the forms (issue 21), at 1366 px: links are visible in the editor
// with an edit / remove popover; a picked PNG shows no false error; a refused upload
// says why; a discount above the regular price is refused; a failed submit marks
// every invalid field and focuses the first; the skip link; focus on the saved message.

import { expect as baseExpect, test, type Locator } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { apiMessages, validationMessages } from '@agency/shared/contract';
import { resourceMessages, unsavedMessages } from '@agency/shared/contract/messages';
import { PNG } from '../support/admin-lists';
import { describePicture, editFirstRow } from '../support/admin-forms';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
// Whole editing sessions per test: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const ERROR_RED = 'rgb(185, 28, 28)';
const borderOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).borderTopColor);

test('links are visible in the editor, and a popover edits or removes them', async ({ page }) => {
  await page.goto('/add-faq');
  const editor = page.getByRole('textbox', { name: 'Description' });
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
  await editor.click();
  await page.keyboard.type('Read our ');
  await toolbar.getByRole('button', { name: 'Insert link' }).click();
  const insert = page.getByRole('dialog', { name: 'Insert link' });
  await insert.getByRole('textbox', { name: 'Address' }).fill('https://northstar-digital.example/guide');
  await insert.getByRole('textbox', { name: /Link text/ }).fill('SEO guide');
  await insert.getByRole('button', { name: 'Insert link' }).click();

  const link = editor.locator('a', { hasText: 'SEO guide' });
  await expect(link).toHaveAttribute('href', 'https://northstar-digital.example/guide');
  expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
  await link.click();
  const popover = page.getByRole('group', { name: 'Link' });
  await expect(popover.getByRole('link')).toHaveText('https://northstar-digital.example/guide');
  await popover.getByRole('button', { name: 'Edit link' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await expect(edit.getByRole('textbox', { name: 'Address' })).toHaveValue('https://northstar-digital.example/guide');
  await edit.getByRole('textbox', { name: 'Address' }).fill('https://northstar-digital.example/new-guide');
  await edit.getByRole('button', { name: 'Save link' }).click();
  await expect(link).toHaveAttribute('href', 'https://northstar-digital.example/new-guide');
  await link.click();
  await page.getByRole('group', { name: 'Link' }).getByRole('button', { name: 'Remove link' }).click();
  await expect(editor.locator('a')).toHaveCount(0);
  await expect(editor).toContainText('Read our SEO guide');
});

test('a picked PNG shows its name and no false error; a refused upload says why', async ({ page }) => {
  await page.goto('/addwork');
  const picker = page.getByLabel(/^Image/);
  await picker.setInputFiles(PNG);
  await expect(page.getByRole('img', { name: `Preview of ${PNG.name}` })).toBeVisible();
  const field = page.locator('.admin-field', { has: picker });
  await expect(field).toContainText(PNG.name);
  await expect(field.getByText(validationMessages.imageRequired)).toHaveCount(0);
  await expect(field.getByText(/No file chosen/)).toHaveCount(0);
  await expect(picker).not.toHaveAttribute('aria-invalid', 'true');

  // A text file named like a picture: the server's reason, not 'Error creating work item'.
  await page.getByRole('textbox', { name: /^Title/ }).fill(`Refused upload ${Date.now()}`);
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await describePicture(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: apiMessages.notAnImage }).first()).toBeVisible();
  await expect(page.getByText(resourceMessages.work.createFailed)).toHaveCount(0);
});

test('a failed submit marks every invalid field in red and focuses the first; discount above regular is refused', async ({ page }) => {
  await page.goto('/add-product');
  await page.getByRole('button', { name: 'Publish' }).click();
  const image = page.getByLabel(/^Image/);
  const invalid = [
    image,
    page.getByRole('textbox', { name: /^Name/ }),
    page.getByRole('textbox', { name: /^Brand/ }),
    page.getByRole('spinbutton', { name: /^Regular price/ }),
    page.getByRole('spinbutton', { name: /^Stock/ }),
  ];
  for (const control of invalid) await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(image).toBeFocused();
  for (const control of invalid.slice(1)) expect(await borderOf(control)).toBe(ERROR_RED);
  expect(await borderOf(page.locator('.admin-file'))).toBe(ERROR_RED);

  await image.setInputFiles(PNG);
  await describePicture(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Audit pack');
  await page.getByRole('textbox', { name: /^Brand/ }).fill('Northstar');
  await page.getByRole('spinbutton', { name: /^Regular price/ }).fill('100');
  await page.getByRole('spinbutton', { name: /^Discount price/ }).fill('150');
  await page.getByRole('spinbutton', { name: /^Stock/ }).fill('3');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(validationMessages.discountAboveRegular)).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Discount price/ })).toBeFocused();
  await expect(page.getByText(resourceMessages.product.created)).toHaveCount(0);
});

test('a skip link leads past the frame to the content; after a save, focus is on the saved message', async ({ page }) => {
  await editFirstRow(page, '/plan-list');
  // A fresh page: the first Tab from the top.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: unsavedMessages.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'All Plans' })).toBeFocused();

  await page.getByRole('textbox', { name: /^Duration/ }).fill('per month');
  await page.getByRole('button', { name: 'Update' }).click();
  const saved = page.getByRole('status').filter({ hasText: resourceMessages.plan.updated });
  await expect(saved).toBeVisible();
  await expect(page.locator('.admin-form__outcome')).toBeFocused();
});

test('the editor toolbar is one Tab stop; arrow keys move inside it', async ({ page }) => {
  await page.goto('/add-faq');
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
  await page.getByRole('textbox', { name: /^Title/ }).focus();
  await page.keyboard.press('Tab');
  const first = toolbar.getByRole('combobox', { name: 'Text style' });
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('combobox', { name: 'Font' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
});
