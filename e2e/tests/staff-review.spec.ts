// Review before publishing in Chromium, with accounts of its own: an author's draft post (saved
// with the author's own token, as their editor saves it) is submitted for review from its editor
// with a note; an editor approves it from the dashboard's review queue and it appears on /blog; a
// viewer opens the same editor and cannot save, told why.

import { expect, test, type Browser } from '@playwright/test';
import { editPath, adminArea } from '@agency/shared/contract';
import { reviewMessages, roleMessages } from '@agency/shared/contract/messages';
import { PNG } from '../support/admin-lists';
import { passwordSignIn, staffAccount, tokenOf } from '../support/staff-accounts';

const signedIn = async (browser: Browser, email: string) => {
  const page = await (await browser.newContext()).newPage();
  await passwordSignIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  return page;
};

test('an author submits a draft, an editor approves it on the dashboard, and it is on /blog', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const heading = `Reviewed before it went live ${Date.now()}`;
  const authorEmail = await staffAccount(request, 'author', 'review');
  const headers = { authorization: `Bearer ${await tokenOf(request, authorEmail)}` };
  const card = await request.post('/api/blog', {
    headers,
    multipart: { heading, description: '<p>Waiting for an editor.</p>', image: PNG, state: 'draft' },
  });
  expect(card.status()).toBe(201);
  const body = await request.post('/api/single-blog', {
    headers,
    multipart: { heading, description: '<p>The article the editor reads.</p>', images: PNG, state: 'draft' },
  });
  expect(body.status()).toBe(201);
  const { _id: id } = (await card.json()) as { _id: string };

  const author = await signedIn(browser, authorEmail);
  await author.goto(editPath(adminArea('blog'), id));
  const submit = author.getByRole('region', { name: reviewMessages.submit });
  await submit.getByLabel(reviewMessages.noteLabel).fill('Ready for a look');
  await submit.getByRole('button', { name: reviewMessages.submit }).click();
  await expect(submit.getByText(reviewMessages.submitted)).toBeVisible();

  const editor = await signedIn(browser, await staffAccount(request, 'editor', 'review'));
  await editor.goto('/dashboard');
  const queue = editor.getByRole('region', { name: reviewMessages.queueTitle });
  const item = queue.getByRole('listitem').filter({ hasText: heading });
  await expect(item).toContainText('Ready for a look');
  await item.getByRole('button', { name: reviewMessages.approve }).click();
  await expect(queue.getByRole('listitem').filter({ hasText: heading })).toHaveCount(0);

  await editor.goto('/blog');
  await expect(editor.getByText(heading).first()).toBeVisible();
});

test('a viewer opens an editor and cannot save, with the reason beside the button', async ({ browser, request }) => {
  const viewer = await signedIn(browser, await staffAccount(request, 'viewer', 'review'));
  const [post] = (await (await request.get('/api/blog')).json()) as Array<{ _id: string }>;
  await viewer.goto(editPath(adminArea('blog'), post._id));
  await expect(viewer.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(viewer.getByText(roleMessages.notAllowed['content.draft'])).toBeVisible();
});
