// Revisions as staff use them at 1366 px (issue 19): a post whose article was edited twice in
// its editor has three versions in the article's History; two ticked are compared side by side
// (the article's row marked Changed, its text as words); the first version, restored after a
// confirm, is back in the editor and on the public post page.

import { expect as baseExpect, test } from '@playwright/test';
import { adminArea } from '@agency/shared/contract';
import { dialogMessages, historyMessages, resourceMessages } from '@agency/shared/contract/messages';
import { staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 180_000 });

const blogs = adminArea('blog');

test('edit a post twice, compare two versions, restore the first: the editor and the public page show it again', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const heading = `E2E history ${stamp}`;
  const texts = [`The first article text ${stamp}.`, `The second article text ${stamp}.`, `The third article text ${stamp}.`];
  const headers = await staffHeaders(request);
  const card = await request.post('/api/blog', {
    headers,
    multipart: { heading, description: '<p>A post with a history.</p>', image: PNG },
  });
  expect(card.status()).toBe(201);
  const { _id: cardId, slug } = (await card.json()) as { _id: string; slug: string };
  const body = await request.post('/api/single-blog', { headers, multipart: { heading, description: `<p>${texts[0]}</p>`, images: PNG } });
  expect(body.status()).toBe(201);
  const { _id: bodyId } = (await body.json()) as { _id: string };

  try {
    await page.goto(`${blogs.edit}/${cardId}`);
    const article = page.getByRole('region', { name: 'Article' }).getByRole('textbox', { name: 'Article' });
    await expect(article).toContainText(texts[0]);
    for (const text of texts.slice(1)) {
      await article.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();
      await expect.poll(async () => (await (await request.get(`/api/single-blog/${bodyId}`)).json()).description).toContain(text);
    }

    const history = page.locator('section.admin-history--part').filter({ has: page.getByRole('heading', { level: 3, name: 'Article' }) });
    await history.getByRole('button', { name: historyMessages.show }).click();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText(historyMessages.current);

    await history.getByRole('checkbox', { name: historyMessages.compareLabel(1) }).check();
    await history.getByRole('checkbox', { name: historyMessages.compareLabel(3) }).check();
    const comparison = history.getByRole('table', { name: historyMessages.comparison(1, 3) });
    const changed = comparison.getByRole('row', { name: /^Description/ });
    await expect(changed).toContainText(historyMessages.changed);
    await expect(changed.getByRole('cell')).toHaveText([texts[0], texts[2]]);
    await expect(comparison.getByRole('row', { name: /^Heading/ })).not.toContainText(historyMessages.changed);

    await history.getByRole('button', { name: historyMessages.restoreLabel(1) }).click();
    const dialog = page.getByRole('dialog', { name: historyMessages.restoreTitle });
    await expect(dialog).toContainText(historyMessages.restoreQuestion(1));
    await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
    await expect(history.getByText(historyMessages.restored(1))).toBeVisible();
    await expect(article).toContainText(texts[0]);
    await expect(article).not.toContainText(texts[2]);
    // The restore is itself the newest version.
    await expect(history.getByRole('listitem')).toHaveCount(4);
    await expect(history.getByRole('listitem').first()).toContainText(historyMessages.restoredFrom(1));

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('main')).toContainText(texts[0]);
    await expect(page.getByRole('main')).not.toContainText(texts[2]);
  } finally {
    await request.delete(`/api/single-blog/${bodyId}`, { headers });
    await request.delete(`/api/blog/${cardId}`, { headers });
  }
});
