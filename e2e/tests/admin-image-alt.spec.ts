// Alt text of an entry's own picture (issue 19) as staff write it at 1366 px: a new post's
// cover needs its words before it saves; then the post page a visitor gets from the server
// carries them on the cover's <img> and in the JSON-LD (an ImageObject's caption), beside the
// meta title, meta description and social image set in the same editor (the done-when).

import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminArea, validationMessages } from '@agency/shared/contract';
import { imageAltMessages, resourceMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { describePicture, staffHeaders } from '../support/admin-forms';
import { PNG } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';
import { visitorText } from '../support/visitor-pages';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const labels = seoFieldMessages.labels;
const blogs = adminArea('blog');
type Post = { _id: string; slug: string; heading: string; image: string; imageAlt: string; socialImage: string };

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]) as []);

const postByHeading = async (request: APIRequestContext, heading: string): Promise<Post> => {
  const posts = (await (await request.get('/api/blog', { headers: await staffHeaders(request) })).json()) as Post[];
  const post = posts.find((candidate) => candidate.heading === heading);
  expect(post, `post "${heading}" in /api/blog`).toBeDefined();
  return post!;
};

test('a post’s cover needs its alt text, which the public page carries on the <img> and in the JSON-LD, with the meta title, description and social image', async ({
  page,
  request,
  baseURL,
}) => {
  const heading = `Cover words check ${Date.now()}`;
  const alt = 'A shop front with a map pin above its door';
  await page.goto(blogs.add!);
  await page.getByRole('textbox', { name: /^Heading/ }).fill(heading);
  await page.getByLabel(/^Cover image/).setInputFiles(PNG);

  // Not saved without the words for the new cover.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const altBox = page.getByRole('textbox', { name: new RegExp(`^${imageAltMessages.label}`) });
  await expect(page.getByText(validationMessages.altRequired)).toBeVisible();
  await expect(altBox).toHaveAttribute('aria-invalid', 'true');
  await describePicture(page, alt);

  const studio = page.getByRole('region', { name: seoFieldMessages.section });
  await studio.getByLabel(labels.metaTitle).fill('Cover words: what crawlers read');
  await studio.getByLabel(labels.metaDescription).fill('A post whose cover is described for people who cannot see it.');
  await studio.getByLabel(labels.socialImage).setInputFiles(PNG);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(resourceMessages.blog.created)).toBeVisible();

  const post = await postByHeading(request, heading);
  try {
    expect(post.imageAlt).toBe(alt);
    const html = await visitorText(baseURL!, `/blog/${post.slug}`);

    // The cover on the page (a post without an article shows its card's picture) and in the JSON-LD.
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="[^"]*/blogimg/${post.image}"[^>]*alt="${alt}"|<img[^>]*alt="${alt}"[^>]*src="[^"]*/blogimg/${post.image}"`),
    );
    const posting = jsonLdOf(html).find((block) => block['@type'] === 'BlogPosting');
    expect(posting?.image).toMatchObject({ '@type': 'ImageObject', caption: alt, url: expect.stringContaining(`/blogimg/${post.image}`) });

    // The head the studio set.
    expect(html).toContain('<title>Cover words: what crawlers read</title>');
    expect(html).toContain('<meta name="description" content="A post whose cover is described for people who cannot see it."/>');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/api/blogimg/${post.socialImage}"/>`));
  } finally {
    await request.delete(`/api/blog/${post._id}`, { headers: await staffHeaders(request) });
  }
});
