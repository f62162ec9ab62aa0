// One add, edit and delete round trip in every admin list of product §2, as staff do it:
// Add New from the list, the create message, back to the list (the last page, where a
// new entry lands), edit with the stored value loaded and the update message, then
// delete through the dialog; the API agrees at the end. Blogs and single blogs have
// their own, richer walk in admin-content.spec.ts; contacts (delete only) and users
// (promote) in people-admin.spec.ts, and users are added and deleted below.

import { expect, test, type Page } from '@playwright/test';
import { adminArea, CONTENT_RESOURCES, isPublishable } from '@agency/shared/contract';
import { resourceMessages, type ResourceKey } from '@agency/shared/contract/messages';
import { describePicture } from '../support/admin-forms';
import { deleteRow, PNG, showLastPage } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

test.use(staffSession);

interface Walk {
  key: ResourceKey & keyof typeof CONTENT_RESOURCES;
  /** The field the row is named by. */
  nameField: string;
  /** Other fields to fill on the add screen: text boxes and number inputs by label. */
  text?: Record<string, string>;
  /** Text typed into comboboxes that take any value (the feature icon picker). */
  typed?: Record<string, string>;
  numbers?: Record<string, string>;
  select?: [label: string, option: string];
  /** Types into the rich-text description (required for testimonials). */
  description?: boolean;
  /** Label of the image picker, when the add screen takes one. */
  image?: string;
  createButton?: string;
}

const WALKS: Walk[] = [
  { key: 'about', nameField: 'Title', text: { Mission: 'Grow our clients.', Vision: 'Clear results.', Values: 'Honesty' }, image: 'Image' },
  { key: 'work', nameField: 'Title', description: true, image: 'Image' },
  { key: 'service', nameField: 'Title', image: 'Card image' },
  // Single services are edited with their service card on one screen (a new one is both).
  {
    key: 'singleService',
    nameField: 'Title',
    text: { 'Title of feature 1': 'Audits' },
    typed: { 'Icon of feature 1': 'fa-solid fa-star' },
    image: 'Card image',
  },
  { key: 'team', nameField: 'Title', text: { Role: 'Analyst', 'Link 1': 'https://example.com/analyst' }, image: 'Image' },
  {
    key: 'product',
    nameField: 'Name',
    text: { Brand: 'Northstar' },
    numbers: { 'Regular price': '120', 'Discount price': '99', Stock: '5' },
    image: 'Image',
  },
  { key: 'testimonial', nameField: 'Title', text: { Role: 'Client' }, description: true, image: 'Image' },
  { key: 'faq', nameField: 'Title', select: ['Category', 'Digital Marketing'], createButton: 'Save' },
  { key: 'plan', nameField: 'Plan name', text: { Duration: 'per month' }, numbers: { Price: '249' } },
];

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const fillAddScreen = async (page: Page, walk: Walk, name: string) => {
  await textbox(page, walk.nameField).fill(name);
  for (const [label, value] of Object.entries(walk.text ?? {})) await textbox(page, label).fill(value);
  for (const [label, value] of Object.entries(walk.typed ?? {})) await page.getByRole('combobox', { name: label, exact: true }).fill(value);
  for (const [label, value] of Object.entries(walk.numbers ?? {}))
    await page.getByRole('spinbutton', { name: label, exact: true }).fill(value);
  if (walk.select) await page.getByRole('combobox', { name: walk.select[0], exact: true }).selectOption(walk.select[1]);
  if (walk.description) {
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Written in the browser test.');
  }
  // The label carries a star when the image is required.
  if (walk.image) {
    await page.getByLabel(new RegExp(`^${walk.image}( \\*)?$`)).setInputFiles(PNG);
    await describePicture(page);
  }
};

for (const walk of WALKS) {
  const area = adminArea(walk.key);
  const messages = resourceMessages[walk.key];

  test(`${area.label}: add, edit and delete with their messages`, async ({ page, request }) => {
    const name = `E2E ${area.label} ${Date.now()}`;
    const renamed = `${name} (edited)`;

    await page.goto(area.list);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const content = page.getByRole('main');
    await content.getByRole('link', { name: area.addLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${area.add}$`));
    await fillAddScreen(page, walk, name);
    await page.getByRole('button', { name: walk.createButton ?? 'Publish', exact: true }).click();
    await expect(page.getByText(messages.created)).toBeVisible();
    if (isPublishable(walk.key)) {
      // Content with a public page: the editor then stays on the saved entry, at its edit address.
      await expect(page).toHaveURL(new RegExp(`${area.edit}/[0-9a-f]{24}$`));
      await expect(textbox(page, walk.nameField)).toHaveValue(name);
    } else {
      // After a success the form starts again, empty (product §4).
      await expect(textbox(page, walk.nameField)).toHaveValue('');
    }

    await content.getByRole('link', { name: area.backLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${area.list}$`));
    await showLastPage(page);
    await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${area.edit}/[0-9a-f]{24}$`));
    await expect(textbox(page, walk.nameField)).toHaveValue(name);
    await textbox(page, walk.nameField).fill(renamed);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText(messages.updated)).toBeVisible();

    await content.getByRole('link', { name: area.backLabel, exact: true }).click();
    await showLastPage(page);
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
    await deleteRow(page, renamed);

    const stored = JSON.stringify(await (await request.get(`/api/${CONTENT_RESOURCES[walk.key].path}`)).json());
    expect(stored).not.toContain(name);
  });
}
