// What a crawler or a social preview sees with plain HTTP, no JavaScript (issue 9), and
// that the browser takes the server's markup over without refetching or complaining.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { STAFF } from '../site';
import { hydrated, openPage } from '../support/hydration';

interface Page {
  status: number;
  html: string;
}

const fetchPage = async (request: APIRequestContext, path: string): Promise<Page> => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
};

const only = (html: string, pattern: RegExp): string => {
  const found = [...html.matchAll(new RegExp(pattern.source, 'g'))];
  expect(found, `exactly one ${pattern}`).toHaveLength(1);
  return found[0][1];
};
const meta = (html: string, key: string) => only(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1])].flat()) as Array<
    Record<string, unknown>
  >;

const expectPageBasics = (page: Page, origin: string, path: string) => {
  expect(page.status).toBe(200);
  expect(only(page.html, /<title>([^<]+)<\/title>/)).toContain('Northstar Digital');
  expect(meta(page.html, 'description').length).toBeGreaterThan(30);
  expect(meta(page.html, 'keywords').length).toBeGreaterThan(3);
  expect(only(page.html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${path}`);
  expect(meta(page.html, 'og:url')).toBe(`${origin}${path}`);
  expect(meta(page.html, 'og:title').length).toBeGreaterThan(0);
  expect(meta(page.html, 'twitter:card')).toMatch(/^summary/);
  const types = structuredData(page.html).map((item) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
};

test.describe('pages as crawlers see them', () => {
  test('home, blog, a post, a service and the FAQs carry their metadata, JSON-LD and text', async ({ request, baseURL }) => {
    const origin = baseURL as string;
    const blogs = (await (await request.get('/api/blog')).json()) as Array<{ slug: string; heading: string }>;
    const services = (await (await request.get('/api/services')).json()) as Array<{ slug: string; title: string }>;
    const faqs = (await (await request.get('/api/faqs')).json()) as Array<{ heading: string }>;

    const home = await fetchPage(request, '/');
    expectPageBasics(home, origin, '/');
    for (const text of ['Our Features', 'Meet Our Dedicated Team', 'Pricing Plans', blogs[0].heading])
      expect(visibleText(home.html)).toContain(text);

    const list = await fetchPage(request, '/blog');
    expectPageBasics(list, origin, '/blog');
    for (const blog of blogs.slice(0, 6)) expect(visibleText(list.html)).toContain(blog.heading);

    const post = await fetchPage(request, `/blog/${blogs[0].slug}`);
    expectPageBasics(post, origin, `/blog/${blogs[0].slug}`);
    expect(meta(post.html, 'og:image')).toMatch(/^https?:\/\/.+\/api\/(blogimg|singleblogimg)\/.+\.webp$/);
    const postTypes = structuredData(post.html).map((item) => item['@type']);
    expect(postTypes).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(visibleText(post.html)).toContain(blogs[0].heading);

    const service = await fetchPage(request, `/services/${services[0].slug}`);
    expectPageBasics(service, origin, `/services/${services[0].slug}`);
    expect(structuredData(service.html).map((item) => item['@type'])).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));

    const faqPage = await fetchPage(request, '/faqs');
    expectPageBasics(faqPage, origin, '/faqs');
    const answers = structuredData(faqPage.html).find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> };
    expect(answers.mainEntity.map((q) => q.name).sort()).toEqual(faqs.map((f) => f.heading).sort());
  });

  test('an unknown post answers 404 with a real page, a renamed one 301 to its new address', async ({ request }) => {
    const missing = await fetchPage(request, '/blog/this-post-does-not-exist');
    expect(missing.status).toBe(404);
    expect(visibleText(missing.html)).toContain('Page not found');

    const { token } = (await (await request.post('/api/login', { data: STAFF })).json()) as { token: string };
    const [, second] = (await (await request.get('/api/blog')).json()) as Array<{ _id: string; slug: string }>;
    const renamed = await request.put(`/api/blog/${second._id}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { heading: 'Paid Search Checklist, Renamed For Crawlers' },
    });
    expect(renamed.ok()).toBe(true);
    const old = await request.get(`/blog/${second.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe('/blog/paid-search-checklist-renamed-for-crawlers');
  });

  test('the browser takes over the server markup without errors and without fetching the data again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(blog|services|faqs|team|work|testimonial|plan)\b/.test(new URL(request.url()).pathname)) apiReads.push(request.url());
    });
    for (const path of ['/', '/blog', '/faqs']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    expect(apiReads).toEqual([]);
    // The page is live: client-side navigation works after hydration.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('a post and a service page arrive rendered with their data; opened in the browser, a post asks for it once', async ({
    page,
    request,
  }) => {
    const blogs = (await (await request.get('/api/blog')).json()) as Array<{ slug: string; heading: string }>;
    const services = (await (await request.get('/api/services')).json()) as Array<{ slug: string; title: string }>;
    // The page's data: an entry or a body (product §7), not the sidebar's list (`/api/blog?…`) nor images.
    const dataReads: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/^\/api\/(blog|single-blog|services|single-service)\//.test(pathname)) dataReads.push(pathname);
    });

    for (const path of [`/blog/${blogs[0].slug}`, `/services/${services[0].slug}`]) {
      // What the page shows: its body's heading, else its entry's.
      const { entry, body } = (await (await request.get(`/api${path.replace(/\/(?=[^/]+$)/, '/page/')}`)).json()) as {
        entry: { heading?: string; title?: string } | null;
        body: { heading: string } | null;
      };
      const heading = body?.heading || entry?.heading || entry?.title || '';
      const html = await (await page.goto(path))!.text();
      expect(only(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      expect(html).not.toMatch(/ui-spinner/);
      await hydrated(page.locator('#main-content'));
      await page.waitForLoadState('networkidle');
      expect([path, dataReads]).toEqual([path, []]);
    }

    // From a hydrated post to another one through Latest News: one call, GET /blog/page/{slug}.
    await openPage(page, `/blog/${blogs[0].slug}`);
    const next = blogs[1];
    const link = await hydrated(page.getByRole('region', { name: 'Latest News' }).getByRole('link', { name: next.heading, exact: true }));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.heading);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`/blog/${next.slug}$`));
    expect(dataReads).toEqual([`/api/blog/page/${next.slug}`]);
  });
});
