// Review before publishing in Chromium, with accounts of its own: an author types a post (card and
// article) into the admin editor, saves it as a draft (the only save the role offers) and submits it
// for review from that editor with a note; an editor approves it from the dashboard's review queue and
// it appears on /blog; a viewer opens the same editor and cannot save, told why.

import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { editPath, adminArea } from '@agency/shared/contract';
import { imageAltMessages, publicationMessages, resourceMessages, reviewMessages, roleMessages } from '@agency/shared/contract/messages';
import { describePicture } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { signedInState, staffAccount } from '../support/staff-accounts';

/** A page of a new account of `role`, signed in through the API (the login form has specs of its own). */
const signedIn = async (browser: Browser, request: APIRequestContext, role: string) =>
  (await browser.newContext({ storageState: await signedInState(await staffAccount(request, role, 'review')) })).newPage();

test('an author submits a draft, an editor approves it on the dashboard, and it is on /blog', async ({ browser, request }) => {
  const heading = `Reviewed before it went live ${Date.now()}`;
  const blogs = adminArea('blog');
  // Both accounts at once: each sign-up hashes a password.
  const [author, editor] = await Promise.all([signedIn(browser, request, 'author'), signedIn(browser, request, 'editor')]);
  // The post typed into its one editor, card and article; an author may only save it as a draft.
  await author.goto(blogs.add!);
  await author.getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await author.getByRole('textbox', { name: 'Summary' }).click();
  await author.keyboard.type('Waiting for an editor.');
  await author.getByLabel(/^Cover image/).setInputFiles(PNG);
  await describePicture(author);
  await author.getByRole('textbox', { name: 'Article' }).click();
  await author.keyboard.type('The article the editor reads.');
  await author.getByLabel(/^Article images/).setInputFiles(PNG);
  await author.getByRole('textbox', { name: new RegExp(`^${imageAltMessages.itemLabel(PNG.name)}`) }).fill('A chart of the results');
  await expect(author.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await author.getByRole('button', { name: publicationMessages.saveDraft }).click();
  await expect(author.getByText(resourceMessages.blog.created)).toBeVisible();
  // The saved draft's editor (its own address) offers the submission.
  await expect(author).toHaveURL(new RegExp(`${editPath(blogs, '[0-9a-f]{24}')}$`));
  const submit = author.getByRole('region', { name: reviewMessages.submit });
  await submit.getByLabel(reviewMessages.noteLabel).fill('Ready for a look');
  await submit.getByRole('button', { name: reviewMessages.submit }).click();
  await expect(submit.getByText(reviewMessages.submitted)).toBeVisible();

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
  const viewer = await signedIn(browser, request, 'viewer');
  const [post] = (await (await request.get('/api/blog')).json()) as Array<{ _id: string }>;
  await viewer.goto(editPath(adminArea('blog'), post._id));
  await expect(viewer.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(viewer.getByText(roleMessages.notAllowed['content.draft'])).toBeVisible();
});
