// The site SEO audit (issue 19) as staff use it at 1366 px: a post whose page has no description
// (no meta description, a body without text) is listed with that problem; its link opens the
// editor, a meta description saved there clears the problem when staff come back, without a reload.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { SEO_AUDIT_PATH } from '@agency/shared/contract';
import { resourceMessages, seoAuditMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

type Post = { _id: string; slug: string };

const createPostWithoutText = async (request: APIRequestContext): Promise<Post> => {
  const created = await request.post('/api/blog', {
    headers: await staffHeaders(request),
    multipart: { heading: `Audit gap ${Date.now()}`, description: '', image: PNG, imageAlt: 'A gap in a fence' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Post;
};

test('the audit lists a post without a description and clears it once the editor gives it one', async ({ page, request }) => {
  const post = await createPostWithoutText(request);
  const path = `/blog/${post.slug}`;
  try {
    await page.goto(SEO_AUDIT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: seoAuditMessages.title })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path }) });
    await expect(row.getByRole('listitem')).toHaveText([seoAuditMessages.missingDescription]);

    await row.getByRole('link', { name: seoAuditMessages.editLink(path) }).click();
    const studio = page.getByRole('region', { name: seoFieldMessages.section });
    await studio.getByLabel(seoFieldMessages.labels.metaDescription).fill('What the audit found missing, now written by staff.');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();

    // Back through the sidebar: the save refreshed the audit in place.
    await page.getByRole('link', { name: seoAuditMessages.navLabel, exact: true }).click();
    await expect(row).toContainText(seoAuditMessages.noProblems);
    await expect(row.getByRole('listitem')).toHaveCount(0);
  } finally {
    await request.delete(`/api/blog/${post._id}`, { headers: await staffHeaders(request) });
  }
});
