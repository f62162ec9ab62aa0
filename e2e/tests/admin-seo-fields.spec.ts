// SEO fields per entry (issue 19) as staff use them at 1366 px: a meta title, description,
// social image and canonical URL set in a post's SEO studio reach the public page's
// server-rendered head; noindex adds the robots tag and takes the post out of the sitemap.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminArea } from '@agency/shared/contract';
import { resourceMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';
import { visitorText } from '../support/visitor';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const labels = seoFieldMessages.labels;
const blogs = adminArea('blog');
type Post = { _id: string; slug: string; heading: string; socialImage: string };

/** Every address the sitemap lists, following its index into each file. */
const sitemapPaths = async (baseURL: string): Promise<string[]> => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const files = locs(await visitorText(baseURL, '/sitemap.xml'));
  return (await Promise.all(files.map((file) => visitorText(baseURL, file)))).flatMap(locs);
};

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
