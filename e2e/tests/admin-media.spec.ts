// The media library (issue 21), at 1366 px: an image is uploaded once with its alt
// text (which is required), found by its words, inserted into an entry's rich text
// from the editor, listed as used there (and still while that entry is in the trash);
// once no entry shows it, it is listed as unused and can be deleted.

import { expect as baseExpect, test } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { validationMessages } from '@agency/shared/contract';
import { apiMessages, resourceMessages } from '@agency/shared/contract/messages';
import { staffSession } from '../support/staff-session';
import { pickFromMediaLibrary, staffHeaders } from '../support/admin-forms';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
// Whole editing sessions per test: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** A PNG of its own colour, so each run uploads a new picture. */
const picture = async (page: import('@playwright/test').Page, colour: string) => {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 100;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 160, 100);
    return canvas.toDataURL('image/png');
  }, colour);
  return { name: 'library-picture.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
};

test('upload with alt text, find it, insert it into an entry, see where it is used, delete it when unused', async ({ page }) => {
  const stamp = Date.now();
  const alt = `Workshop whiteboard ${stamp}`;
  await page.goto('/media-library');
  const upload = page.getByRole('form', { name: 'Upload an image' });
  const file = await picture(page, `#${(stamp % 0xffffff).toString(16).padStart(6, '0')}`);
  await upload.getByLabel('Image', { exact: true }).setInputFiles(file);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(validationMessages.altRequired)).toBeVisible();
  await upload.getByRole('textbox', { name: /^Alt text/ }).fill(alt);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(`Added "${alt}" to the library.`)).toBeVisible();
  // The same picture again is not a second copy.
  await upload.getByLabel('Image', { exact: true }).setInputFiles(file);
  await upload.getByRole('textbox', { name: /^Alt text/ }).fill('Same picture again');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('searchbox', { name: /^Search by alt text/ }).fill(String(stamp));
  const images = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
  await expect(images).toHaveCount(1);
  await expect(images.first().getByRole('img', { name: alt })).toBeVisible();
  await expect(images.first()).toContainText('Not used anywhere');

  // Insert it into a plan's description from the editor.
  const planName = `Library plan ${stamp}`;
  await page.goto('/add-plan');
  await page.getByRole('textbox', { name: /^Plan name/ }).fill(planName);
  await page.getByRole('spinbutton', { name: /^Price/ }).fill('99');
  await page.getByRole('textbox', { name: /^Duration/ }).fill('per month');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Insert from the media library' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Media library' });
  await pickFromMediaLibrary(dialog, String(stamp), alt);
  await expect(page.getByRole('textbox', { name: 'Description' }).getByRole('img', { name: alt })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(resourceMessages.plan.created)).toBeVisible();

  await page.goto('/media-library');
  await page.getByRole('searchbox', { name: /^Search by alt text/ }).fill(String(stamp));
  const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem').first();
  await expect(card).toContainText(`Used in ${planName}`);
  await expect(card.getByRole('button', { name: `Delete ${alt}` })).toHaveCount(0);

  // Delete the plan: it waits in the trash, where a restore would show the image again, so the image stays in use.
  const plans = (await (await page.request.get('/api/plan')).json()) as Array<{ _id: string; planName: string }>;
  const planId = plans.find((plan) => plan.planName === planName)!._id;
  const headers = await staffHeaders(page.request);
  expect((await page.request.delete(`/api/plan/${planId}`, { headers })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('searchbox', { name: /^Search by alt text/ }).fill(String(stamp));
  await expect(card).toContainText(`Used in ${apiMessages.inTrash(planName)}`);
  await expect(card.getByRole('button', { name: `Delete ${alt}` })).toHaveCount(0);

  // Deleted for good: the image is unused and can go.
  expect((await page.request.delete(`/api/trash/${planId}`, { headers })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('checkbox', { name: /^Only unused images/ }).check();
  await page.getByRole('searchbox', { name: /^Search by alt text/ }).fill(String(stamp));
  await expect(card).toContainText('Not used anywhere');
  await card.getByRole('button', { name: `Delete ${alt}` }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Deleted "${alt}".`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(0);
});
