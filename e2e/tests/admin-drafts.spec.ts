// Drafts first, as staff used to WordPress work at 1366 px: a post saved as a draft with its
// heading alone (no cover, no alt text, no article) stays on its new edit address with the spec's
// message and a line saying it is a draft; a post left open across its scheduled time saves
// without "Choose a time in the future" and without a conflict with the scheduler.

import { expect as baseExpect, test } from '@playwright/test';
import { adminArea, validationMessages } from '@agency/shared/contract';
import { editConflictMessages, publicationMessages, resourceMessages } from '@agency/shared/contract/messages';
import { readEntry, staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });

const blogs = adminArea('blog');

test('a draft is saved with its heading alone and the editor stays on it', async ({ page }) => {
  const heading = `E2E draft ${Date.now()}`;
  await page.goto(blogs.add ?? '/addblog');
  await page.getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await page.getByRole('button', { name: publicationMessages.saveDraft }).click();
  await expect(page.getByText(resourceMessages.blog.created)).toBeVisible();
  await expect(page.getByText(publicationMessages.outcome.draft)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${blogs.edit}/[^/]+$`));
  const id = page.url().split('/').pop()!;
  expect(await readEntry<{ heading: string; state: string }>(page.request, `blog/${id}`)).toMatchObject({ heading, state: 'draft' });
  // Still a draft: the panel says so, and publishing asks for what the page needs.
  await expect(page.getByText(`${publicationMessages.stateLabel}: ${publicationMessages.states.draft}`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: validationMessages.imageRequired })).toBeVisible();
});

test('an editor open across its post’s scheduled time saves without a conflict', async ({ page }) => {
  const heading = `E2E due ${Date.now()}`;
  // Time enough for the editor to open while the post still waits (a loaded CI machine takes seconds).
  const publishAt = new Date(Date.now() + 8_000).toISOString();
  const headers = await staffHeaders(page.request);
  const created = await page.request.post('/api/blog', {
    headers,
    multipart: { heading, description: '<p>Soon.</p>', image: PNG, imageAlt: 'A cover', state: 'scheduled', publishAt },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await page.goto(`${blogs.edit}/${id}`);
  await expect(page.getByRole('textbox', { name: /^Heading/ })).toHaveValue(heading);
  await expect(page.getByText(`${publicationMessages.stateLabel}: ${publicationMessages.states.scheduled}`)).toBeVisible();

  // The scheduler (checking every 5 s here) publishes the post while the editor is open.
  await expect
    .poll(async () => (await readEntry<{ state: string }>(page.request, `blog/${id}`)).state, { timeout: 30_000 })
    .toBe('published');
  await page.getByRole('textbox', { name: /^Heading/ }).fill(`${heading} edited`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();
  await expect(page.getByText(publicationMessages.outcome.published)).toBeVisible();
  await expect(page.getByText(validationMessages.publishAtPast)).toHaveCount(0);
  await expect(page.getByRole('region', { name: editConflictMessages.title })).toHaveCount(0);
  expect(await readEntry<{ heading: string; state: string }>(page.request, `blog/${id}`)).toMatchObject({
    heading: `${heading} edited`,
    state: 'published',
  });
});
