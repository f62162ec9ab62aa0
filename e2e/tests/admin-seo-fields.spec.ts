// SEO fields per entry (issue 19) as staff use them at 1366 px: a meta title, description,
// social image and canonical URL set in a post's SEO studio reach the public page's
// server-rendered head; noindex adds the robots tag and takes the post out of the sitemap.
// The content analysis follows what staff type: a focus keyphrase, then a title with it.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminArea } from '@agency/shared/contract';
import { resourceMessages, seoAnalysisMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';
import { sitemapPaths, visitorText } from '../support/visitor-pages';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const labels = seoFieldMessages.labels;
const blogs = adminArea('blog');
type Post = { _id: string; slug: string; heading: string; socialImage: string };

const createPost = async (request: APIRequestContext): Promise<Post> => {
  const created = await request.post('/api/blog', {
    headers: await staffHeaders(request),
    multipart: { heading: `Search snippet check ${Date.now()}`, description: '<p>What visitors and crawlers see.</p>', image: PNG },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Post;
};

test('the meta title, description, social image and canonical URL set in the studio reach the page’s head; noindex leaves the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await createPost(request);
  const path = `/blog/${post.slug}`;
  try {
    expect(await sitemapPaths(baseURL!)).toContain(path);

    await page.goto(`${blogs.edit}/${post._id}`);
    const studio = page.getByRole('region', { name: seoFieldMessages.section });
    await studio.getByLabel(labels.metaTitle).fill('Snippet check: what crawlers read');
    await studio.getByLabel(labels.metaDescription).fill('A meta description written by staff, not derived from the text.');
    await studio.getByLabel(labels.canonicalUrl).fill('https://partner.example/snippet-check');
    await studio.getByLabel(labels.socialImage).setInputFiles(PNG);
    // The live search-result preview follows what staff type.
    await expect(page.getByTestId('search-result')).toContainText('Snippet check: what crawlers read');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();

    const saved = (await (await request.get(`/api/blog/${post._id}`, { headers: await staffHeaders(request) })).json()) as Post;
    expect(saved.socialImage).toMatch(/^[0-9a-f]{24}\.webp$/);
    const html = await visitorText(baseURL!, path);
    expect(html).toContain('<title>Snippet check: what crawlers read</title>');
    expect(html).toContain('<meta name="description" content="A meta description written by staff, not derived from the text."/>');
    expect(html).toContain('<meta property="og:title" content="Snippet check: what crawlers read"/>');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/api/blogimg/${saved.socialImage}"/>`));
    expect(html).toContain('<link rel="canonical" href="https://partner.example/snippet-check"/>');
    expect(html).not.toContain('name="robots"');

    await page.getByRole('region', { name: seoFieldMessages.section }).getByLabel(labels.noindex).check();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText(resourceMessages.blog.updated)).toBeVisible();
    expect(await visitorText(baseURL!, path)).toContain('<meta name="robots" content="noindex"/>');
    await expect.poll(async () => (await sitemapPaths(baseURL!)).includes(path)).toBe(false);
  } finally {
    await request.delete(`/api/blog/${post._id}`, { headers: await staffHeaders(request) });
  }
});

test('writing a draft with a focus keyphrase, the checklist follows the typing: the keyphrase in the title turns from red to green', async ({
  page,
}) => {
  await page.goto(blogs.add!);
  const studio = page.getByRole('region', { name: seoFieldMessages.section });
  const inTitle = studio.locator('[data-check="keyphraseInTitle"]');
  await page.getByRole('textbox', { name: /^Heading/ }).fill('Getting found on maps');
  await studio.getByLabel(labels.focusKeyphrase).fill('local seo for shops');
  await expect(inTitle).toHaveAttribute('data-verdict', 'bad');
  await expect(inTitle).toContainText(seoAnalysisMessages.keyphraseInTitle.none);
  // Typed as staff type, a key at a time.
  await studio.getByLabel(labels.metaTitle).pressSequentially('Local SEO for shops: a practical guide');
  await expect(inTitle).toHaveAttribute('data-verdict', 'good');
  await expect(inTitle).toContainText(seoAnalysisMessages.keyphraseInTitle.exact);
});
