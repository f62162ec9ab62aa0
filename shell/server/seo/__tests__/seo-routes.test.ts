import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import { buildSiteServer } from '../../site-server';
import { ReleaseStore } from '../../releases/release-store';
import { fakeShellBuild } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';
import { multipart } from '../../../../api/src/__tests__/helpers/multipart';
import { imagePart, pngImage } from '../../../../api/src/__tests__/helpers/images';
import { holdDate } from '../../../../api/src/__tests__/helpers/frozen-date';

const SITE = 'https://www.northstar-digital.example';
const SITEMAP_XSD = fs.readFileSync(path.join(__dirname, 'fixtures/sitemap.xsd'), 'utf8');
const SITEINDEX_XSD = fs.readFileSync(path.join(__dirname, 'fixtures/siteindex.xsd'), 'utf8');
/** Small sitemap files, so the seeded posts already need several (production: 50,000 URLs). */
const URLS_PER_FILE = 4;

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-routes-'));
  // The publication scheduler checks five times a second (it runs once the server listens).
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env, { publishCheckMs: 200 });
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'shell')),
    releases: new ReleaseStore(path.join(dir, 'remotes')),
    siteUrl: SITE,
    sitemapUrlsPerFile: URLS_PER_FILE,
    api: api as never,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

const staffToken = async () =>
  (await app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json()
    .token as string;

const valid = async (xml: string, schema: string) => validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [schema] });

/** Every URL the sitemap lists, following the index into each file. */
const sitemapUrls = async (): Promise<{ files: string[]; urls: string[]; xml: string[] }> => {
  const files = locs((await app.inject({ url: '/sitemap.xml' })).body);
  const xml = await Promise.all(files.map(async (file) => (await app.inject({ url: new URL(file).pathname })).body));
  return { files, urls: xml.flatMap(locs), xml };
};

const blogList = async () =>
  (await app.inject({ url: '/api/blog' })).json() as Array<{ slug: string; updatedAt: string; createdAt: string }>;

describe('crawler files', () => {
  it('serves a sitemap index and files that validate against the sitemaps.org schemas', async () => {
    const reply = await app.inject({ url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/xml/);
    const index = await valid(reply.body, SITEINDEX_XSD);
    expect(index.errors).toEqual([]);
    expect(index.valid).toBe(true);
    const { files, xml } = await sitemapUrls();
    expect(files[0]).toBe(`${SITE}/sitemap-pages.xml`);
    for (const file of xml) {
      const result = await valid(file, SITEMAP_XSD);
      expect(result.errors).toEqual([]);
    }
  });

  it('splits the posts into files of at most the limit, oldest first, each listed in the index', async () => {
    const blogs = await blogList();
    const { files } = await sitemapUrls();
    const blogFiles = files.slice(1);
    expect(blogFiles).toEqual(
      Array.from({ length: Math.ceil(blogs.length / URLS_PER_FILE) }, (_, i) => `${SITE}/sitemap-blog-${i + 1}.xml`),
    );
    const perFile = await Promise.all(blogFiles.map(async (file) => locs((await app.inject({ url: new URL(file).pathname })).body)));
    for (const urls of perFile) expect(urls.length).toBeLessThanOrEqual(URLS_PER_FILE);
    const oldestFirst = [...blogs].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((blog) => `${SITE}/blog/${blog.slug}`);
    expect(perFile.flat()).toEqual(oldestFirst);
    expect((await app.inject({ url: `/sitemap-blog-${blogFiles.length + 1}.xml` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap-blog-0.xml' })).statusCode).toBe(404);
  });

  it('lists every public route and every seeded post and service with lastmod', async () => {
    const { urls: listed, xml } = await sitemapUrls();
    const blogs = await blogList();
    const services = (await app.inject({ url: '/api/services' })).json() as Array<{ slug: string; updatedAt: string }>;
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    for (const route of ['/', '/about', '/services', '/blog', '/faqs', '/contact', '/shop', '/privacy-policy', '/terms-conditions']) {
      expect(listed).toContain(`${SITE}${route}`);
    }
    for (const blog of blogs) {
      expect(listed).toContain(`${SITE}/blog/${blog.slug}`);
      expect(xml.join('')).toContain(`<loc>${SITE}/blog/${blog.slug}</loc>\n    <lastmod>${blog.updatedAt}</lastmod>`);
    }
    for (const service of services) expect(listed).toContain(`${SITE}/services/${service.slug}`);
    expect(listed.some((loc) => new URL(loc).pathname.startsWith('/dashboard') || new URL(loc).pathname.includes(':'))).toBe(false);
  });

  it('sends the kept gzip to clients that take it', async () => {
    const plain = await app.inject({ url: '/sitemap-blog-1.xml' });
    const zipped = await app.inject({ url: '/sitemap-blog-1.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('is kept until the content changes, then rebuilt: a post added in the admin is listed', async () => {
    const before = await sitemapUrls();
    const again = await sitemapUrls();
    expect(again).toEqual(before);
    const body = multipart({ heading: 'Local SEO Checklist for 2027', description: '<p>Ten steps.</p>' }, [
      imagePart(await pngImage(400, 300)),
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: { ...body.headers, authorization: `Bearer ${await staffToken()}` },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect((await sitemapUrls()).urls).toContain(`${SITE}/blog/${created.json().slug}`);
  });

  it('serves robots.txt that allows the site, disallows the API (admin paths are not published), and names the sitemap', async () => {
    const text = (await app.inject({ url: '/robots.txt' })).body;
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /api/\n');
    for (const path of ['/dashboard', '/blog-list', '/all-users']) expect(text).not.toContain(path);
    expect(text).not.toMatch(/Disallow: \/blog\n|Disallow: \/contact\n/);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves an RSS 2.0 feed of the blog: its 20 newest posts, newest first', async () => {
    const token = await staffToken();
    for (let n = (await blogList()).length; n <= 22; n += 1) {
      const body = multipart({ heading: `Feed post ${n}`, description: '<p>More.</p>' }, [imagePart(await pngImage(40, 30))]);
      await app.inject({
        method: 'POST',
        url: '/api/blog',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
    }
    const reply = await app.inject({ url: '/blog/rss.xml' });
    expect(reply.headers['content-type']).toMatch(/application\/rss\+xml/);
    const blogs = (await blogList()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(blogs.length).toBeGreaterThan(20);
    const links = [...reply.body.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(blogs.slice(0, 20).map((b) => `${SITE}/blog/${b.slug}`));
    expect(reply.body).toContain('<rss version="2.0"');
    expect(reply.body).not.toMatch(/<p>|<h2>/);
  });
});

describe('publication states (issue 19)', () => {
  const feedLinks = async () =>
    [...(await app.inject({ url: '/blog/rss.xml' })).body.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
  const post = async (heading: string, fields: Record<string, string>, token: string) => {
    const body = multipart({ heading, description: '<p>Soon.</p>', ...fields }, [imagePart(await pngImage(40, 30))]);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(reply.statusCode).toBe(201);
    return reply.json() as { _id: string; slug: string };
  };

  it('keeps drafts and scheduled posts out of the sitemap and the feed; the server publishes a scheduled one at its time, and both show it', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await staffToken();
    const draft = await post('Draft feed post', { state: 'draft' }, token);
    const urls = (slug: string) => `${SITE}/blog/${slug}`;
    // The clock held until the checks that the post is not listed: on a busy machine the write and four reads
    // could take longer than the five seconds ahead, and the post was out before those checks.
    const clock = holdDate();
    let timed: { _id: string; slug: string };
    try {
      timed = await post('Timed feed post', { state: 'scheduled', publishAt: new Date(Date.now() + 5_000).toISOString() }, token);
      // A few of the scheduler's checks (every 200 ms) while the clock stands still: a wrong publication shows now.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const hidden of [draft, timed]) {
        expect((await sitemapUrls()).urls).not.toContain(urls(hidden.slug));
        expect(await feedLinks()).not.toContain(urls(hidden.slug));
      }
    } finally {
      clock.letGo();
    }

    // Nobody signed in: the server publishes it, and the kept files are rebuilt.
    const until = Date.now() + 30_000;
    while (!(await feedLinks()).includes(urls(timed.slug))) {
      if (Date.now() > until) throw new Error('the scheduled post never reached the feed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await feedLinks())[0]).toBe(urls(timed.slug));
    expect((await sitemapUrls()).urls).toContain(urls(timed.slug));

    // Staff publish the draft: it is listed at once.
    const body = multipart({ state: 'published' }, []);
    const published = await app.inject({
      method: 'PUT',
      url: `/api/blog/${draft._id}`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(published.statusCode).toBe(200);
    expect((await sitemapUrls()).urls).toContain(urls(draft.slug));
    expect(await feedLinks()).toContain(urls(draft.slug));
  });
});

describe('SEO fields (issue 19)', () => {
  it('leaves a post or service hidden from search engines (noindex) out of the sitemap, and lists it again when staff undo it', async () => {
    const token = await staffToken();
    const put = async (url: string, fields: Record<string, string>) => {
      const body = multipart(fields, []);
      const reply = await app.inject({
        method: 'PUT',
        url,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect(reply.statusCode).toBe(200);
    };
    const [post] = await blogList();
    const [service] = (await app.inject({ url: '/api/services' })).json() as Array<{ _id: string; slug: string }>;
    const postUrl = `${SITE}/blog/${post.slug}`;
    const serviceUrl = `${SITE}/services/${service.slug}`;
    const ids = { post: ((await app.inject({ url: `/api/blog/${post.slug}` })).json() as { _id: string })._id, service: service._id };

    await put(`/api/blog/${ids.post}`, { noindex: 'true' });
    await put(`/api/services/${ids.service}`, { noindex: 'true' });
    const hidden = await sitemapUrls();
    expect(hidden.urls).not.toContain(postUrl);
    expect(hidden.urls).not.toContain(serviceUrl);

    await put(`/api/blog/${ids.post}`, { noindex: 'false' });
    await put(`/api/services/${ids.service}`, { noindex: 'false' });
    const listed = await sitemapUrls();
    expect(listed.urls).toContain(postUrl);
    expect(listed.urls).toContain(serviceUrl);
  });

  it('leaves a fixed page staff hid from search engines (page SEO) out of the sitemap, at once, until they undo it', async () => {
    const token = await staffToken();
    const hide = async (noindex: boolean) => {
      const reply = await app.inject({
        method: 'PUT',
        url: '/api/seo/pages/about',
        headers: { authorization: `Bearer ${token}` },
        payload: { noindex },
      });
      expect(reply.statusCode).toBe(200);
    };
    expect((await sitemapUrls()).urls).toContain(`${SITE}/about`);
    await hide(true);
    const hidden = (await sitemapUrls()).urls;
    expect(hidden).not.toContain(`${SITE}/about`);
    expect(hidden).toContain(`${SITE}/contact`);
    await hide(false);
    expect((await sitemapUrls()).urls).toContain(`${SITE}/about`);
  });
});
