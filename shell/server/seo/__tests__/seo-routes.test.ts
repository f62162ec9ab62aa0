import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import { buildSiteServer } from '../../site-server';
import { ReleaseStore } from '../../releases/release-store';
import { fakeShellBuild } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';
import { multipart } from '../../../../api/src/__tests__/helpers/multipart';
import { imagePart, pngImage } from '../../../../api/src/__tests__/helpers/images';

const SITE = 'https://www.northstar-digital.example';
const SITEMAP_XSD = fs.readFileSync(path.join(__dirname, 'fixtures/sitemap.xsd'), 'utf8');

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-routes-'));
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env);
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'shell')),
    releases: new ReleaseStore(path.join(dir, 'remotes')),
    siteUrl: SITE,
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
  (await app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json().token as string;

describe('crawler files', () => {
  it('serves a sitemap that validates against the sitemaps.org schema', async () => {
    const reply = await app.inject({ url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/xml/);
    const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: reply.body }], schema: [SITEMAP_XSD] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every public route and every seeded post and service with lastmod', async () => {
    const xml = (await app.inject({ url: '/sitemap.xml' })).body;
    const blogs = (await app.inject({ url: '/api/blog' })).json() as Array<{ slug: string; updatedAt: string }>;
    const services = (await app.inject({ url: '/api/services' })).json() as Array<{ slug: string; updatedAt: string }>;
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    const listed = locs(xml);
    for (const route of ['/', '/about', '/services', '/blog', '/faqs', '/contact', '/shop', '/privacy-policy', '/terms-conditions']) {
      expect(listed).toContain(`${SITE}${route}`);
    }
    for (const blog of blogs) {
      expect(listed).toContain(`${SITE}/blog/${blog.slug}`);
      expect(xml).toContain(`<loc>${SITE}/blog/${blog.slug}</loc>\n    <lastmod>${blog.updatedAt}</lastmod>`);
    }
    for (const service of services) expect(listed).toContain(`${SITE}/services/${service.slug}`);
    expect(listed.some((loc) => new URL(loc).pathname.startsWith('/dashboard') || new URL(loc).pathname.includes(':'))).toBe(false);
  });

  it('lists a post added in the admin', async () => {
    const body = multipart({ heading: 'Local SEO Checklist for 2027', description: '<p>Ten steps.</p>' }, [imagePart(await pngImage(400, 300))]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: { ...body.headers, authorization: `Bearer ${await staffToken()}` },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(locs((await app.inject({ url: '/sitemap.xml' })).body)).toContain(`${SITE}/blog/${created.json().slug}`);
  });

  it('serves robots.txt that allows the site, disallows the API (admin paths are not published), and names the sitemap', async () => {
    const text = (await app.inject({ url: '/robots.txt' })).body;
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /api/\n');
    for (const path of ['/dashboard', '/blog-list', '/all-users']) expect(text).not.toContain(path);
    expect(text).not.toMatch(/Disallow: \/blog\n|Disallow: \/contact\n/);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves an RSS 2.0 feed of the blog, newest first', async () => {
    const reply = await app.inject({ url: '/blog/rss.xml' });
    expect(reply.headers['content-type']).toMatch(/application\/rss\+xml/);
    const blogs = ((await app.inject({ url: '/api/blog' })).json() as Array<{ slug: string; heading: string; createdAt: string }>).sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    const links = [...reply.body.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links.slice(0, 3)).toEqual(blogs.slice(0, 3).map((b) => `${SITE}/blog/${b.slug}`));
    expect(reply.body).toContain('<rss version="2.0"');
    expect(reply.body).not.toMatch(/<p>|<h2>/);
  });
});
