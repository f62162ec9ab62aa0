import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { routerMessages, SITE } from '@agency/shared/contract';
import { buildSiteServer } from '../../site-server';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, sri, writeFile } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';
import { multipart } from '../../../../api/src/__tests__/helpers/multipart';
import { imagePart, pngImage } from '../../../../api/src/__tests__/helpers/images';

const SITE_URL = 'https://www.northstar-digital.example';
const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;
let releases: ReleaseStore;

/** The public remote's build with its renderer: here the renderer's source, compiled by jest. */
const publicBuildWithRenderer = (target: string) => {
  fakeRemoteBuild(target, { name: 'mf_public' });
  writeFile(path.join(target, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  return target;
};

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-pages-'));
  releases = new ReleaseStore(path.join(dir, 'remotes'));
  releases.publish('mf_public', publicBuildWithRenderer(path.join(dir, 'build/mf_public')));
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env);
  app = await buildSiteServer({ shellDist: fakeShellBuild(path.join(dir, 'build/shell')), releases, siteUrl: SITE_URL, api: api as never });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const reply = await app.inject({ url });
  return { status: reply.statusCode, headers: reply.headers, html: reply.body };
};

const one = (html: string, pattern: RegExp): string => {
  const found = [...html.matchAll(new RegExp(pattern, 'g'))];
  expect(found).toHaveLength(1);
  return found[0][1];
};
const metaContent = (html: string, key: string) => one(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1])].flat()) as Array<
    Record<string, unknown>
  >;
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const api = async <T>(url: string) => (await app.inject({ url })).json() as T;

const staffToken = async () => (await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN })).json().token as string;

const sendAsStaff = async (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const body = multipart(fields, files);
  return app.inject({ method, url, headers: { ...body.headers, authorization: `Bearer ${await staffToken()}` }, payload: body.payload });
};

describe('public pages rendered on the server', () => {
  it('writes the home page: title, description, canonical, social tags, JSON-LD and the sections', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe('Northstar Digital | SEO, Paid Search and Social Media Agency');
    expect(metaContent(html, 'description')).toBe(SITE.description);
    expect(one(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE_URL}/`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE_URL}/`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(jsonLd(html).map((item) => item['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const words = text(html);
    for (const section of [
      'Grow your business',
      'Seo Services',
      'Our Features',
      'Expert Team',
      '98%',
      'Pricing Plans',
      'Ready To Talk',
      'By Admin',
    ]) {
      expect(words).toContain(section);
    }
    expect(html).toContain('id="ssr-state"');
  });

  it('preloads the remote entry in the mode the shell loads it, so the browser fetches it once', async () => {
    const { html } = await page('/');
    const registry = (await app.inject({ url: '/remotes.json' })).json() as Record<string, { integrity: Record<string, string> }>;
    const { integrity } = registry.mf_public;
    // integrity-plugin.ts loads the entry as a CORS script with the registry's hash.
    const entry = one(html, /(<link rel="preload" href="[^"]*\/remoteEntry\.js"[^>]*>)/);
    expect(entry).toContain(' as="script" crossorigin="anonymous"');
    expect(entry).toContain(`integrity="${integrity['remoteEntry.js']}"`);
    // Chromium ignores integrity on a fetch preload (and warns in the console), so the manifest's has none.
    expect(one(html, /(<link rel="preload" href="[^"]*\/mf-manifest\.json"[^>]*>)/)).toMatch(/ as="fetch" crossorigin>$/);
    // Added only once the page has loaded (start-after-load.ts): nothing competes with what its first paint needs.
    const afterLoad = one(html, /<template id="after-load" data-shell-entry="[^"]+">([\s\S]*?)<\/template>/);
    expect(afterLoad).toContain(entry);
    expect(html.replace(afterLoad, '')).not.toMatch(/<link rel="preload" href="[^"]*\/remotes\//);
  });

  it("links and preloads every file of the remote with the integrity of the file's bytes, as the browser loads it", async () => {
    const { html } = await page('/');
    const folder = path.join(releases.dir, 'mf_public', releases.read().remotes.mf_public.current);
    const tags = [...html.matchAll(/<link rel="(?:stylesheet|preload)" href="[^"]*\/remotes\/mf_public\/[^"]*"[^>]*>/g)].map((m) => m[0]);
    const files = (rel: string) =>
      tags.filter((tag) => tag.startsWith(`<link rel="${rel}"`)).map((tag) => /\/remotes\/mf_public\/[^/]+\/([^"]+)"/.exec(tag)![1]);
    // The pages module's stylesheet, its entry and the chunk the pages module loads first.
    expect(files('stylesheet')).toEqual(['static/css/styles.0a1b2c.css']);
    expect(files('preload')).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static/js/__federation_expose_pages.abc123.js']);
    for (const tag of tags) {
      const file = /\/remotes\/mf_public\/[^/]+\/([^"]+)"/.exec(tag)![1];
      // Chromium ignores integrity on a fetch preload: the manifest's fetch itself carries it (integrity-plugin.ts).
      if (file === 'mf-manifest.json') continue;
      expect(tag).toContain(` crossorigin="anonymous" integrity="${sri(path.join(folder, file))}"`);
    }
  });

  it('writes the blog list', async () => {
    const blogs = await api<Array<{ heading: string }>>('/api/blog');
    const list = await page('/blog');
    expect(list.status).toBe(200);
    for (const blog of blogs.slice(0, 6)) expect(text(list.html)).toContain(blog.heading);
  });

  it('embeds only the posts the browser hydrates: none on the home page (its teaser is server-only), six on a blog page, with real page addresses', async () => {
    const headings = (await api<Array<{ heading: string }>>('/api/blog')).map((blog) => blog.heading);
    expect(headings.length).toBeGreaterThan(6);
    const embeddedPosts = (html: string) => {
      const state = JSON.parse(one(html, /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)) as {
        state: { api: { queries: Record<string, { data?: unknown }> } };
      };
      return Object.entries(state.state.api.queries).filter(([key]) => key.startsWith('blog'));
    };
    const homePage = (await page('/')).html;
    expect(embeddedPosts(homePage)).toEqual([]);
    // The teaser's markup shows the three latest all the same.
    for (const heading of headings.slice(0, 3)) expect(text(homePage)).toContain(heading);

    const second = await page('/blog?page=2');
    expect(second.status).toBe(200);
    const blog = embeddedPosts(second.html);
    expect(blog.map(([key]) => key)).toEqual(['blogPage({"limit":6,"page":2})']);
    expect((blog[0][1].data as { data: Array<{ heading: string }> }).data.map((post) => post.heading)).toEqual(headings.slice(6, 12));
    expect(one(second.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE_URL}/blog?page=2`);
    expect(one(second.html, /<link rel="prev" href="([^"]*)"/)).toBe(`${SITE_URL}/blog`);
    expect(second.html).toContain('href="/blog?page=1"'.replace('?page=1', ''));
    expect((await page(`/blog?page=${Math.ceil(headings.length / 6) + 1}`)).status).toBe(404);
  });

  it("embeds the queries the browser's hydration reads, with their tags: not those only server-only sections show", async () => {
    const { html } = await page('/');
    const { state } = JSON.parse(one(html, /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)) as {
      state: {
        api: {
          queries: Record<string, unknown>;
          provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
        };
      };
    };
    const queries = Object.keys(state.api.queries).sort();
    // The banner's page head, the team, works and testimonials carousels; not the services strip, pricing or the blog teaser.
    expect(queries).toEqual(['getPageHead("home")', 'teamList(undefined)', 'testimonialList(undefined)', 'workList(undefined)']);
    const plans = await api<Array<{ planName: string }>>('/api/plan');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(text(html)).toContain(plan.planName);
    expect(Object.keys(state.api.provided.keys).sort()).toEqual(queries);
    const tagged = Object.values(state.api.provided.tags).flatMap((ids) => Object.values(ids).flat());
    expect(new Set(tagged)).toEqual(new Set(queries));
  });

  it('writes a post with BlogPosting and breadcrumbs, and its picture for social previews', async () => {
    const created = await sendAsStaff(
      'POST',
      '/api/blog',
      {
        heading: 'Crawl Budget In Plain English',
        description: '<p>Search engines ration their visits. Here is how to spend them well.</p>',
      },
      [imagePart(await pngImage(800, 500))],
    );
    expect(created.statusCode).toBe(201);
    const { slug, image } = created.json() as { slug: string; image: string };

    const post = await page(`/blog/${slug}`);
    expect(post.status).toBe(200);
    expect(one(post.html, /<title>([^<]*)<\/title>/)).toBe(`Crawl Budget In Plain English | ${SITE.name}`);
    expect(metaContent(post.html, 'og:title')).toBe('Crawl Budget In Plain English');
    expect(metaContent(post.html, 'og:type')).toBe('article');
    expect(metaContent(post.html, 'og:image')).toBe(`${SITE_URL}/api/blogimg/${image}`);
    expect(metaContent(post.html, 'twitter:card')).toBe('summary_large_image');
    expect(one(post.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE_URL}/blog/${slug}`);
    const items = jsonLd(post.html);
    expect(items.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Crawl Budget In Plain English',
      url: `${SITE_URL}/blog/${slug}`,
      // Saved without alt text: the picture's caption falls back to the heading (issue 19).
      image: { '@type': 'ImageObject', url: `${SITE_URL}/api/blogimg/${image}`, caption: 'Crawl Budget In Plain English' },
    });
    expect(items.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Blog' },
        { position: 3, name: 'Crawl Budget In Plain English' },
      ],
    });
    expect(text(post.html)).toContain('Search engines ration their visits.');
  });

  it('writes a service page with Service JSON-LD', async () => {
    const services = await api<Array<{ slug: string; title: string }>>('/api/services');
    const { status, html } = await page(`/services/${services[0].slug}`);
    expect(status).toBe(200);
    expect(jsonLd(html).find((item) => item['@type'] === 'Service')).toMatchObject({ name: services[0].title });
    expect(text(html)).toContain('Get Quote');
  });

  it("embeds a post's and a service's entry and body as the one query the browser makes for them (product §7)", async () => {
    const embeddedQueries = (html: string) => {
      const state = JSON.parse(one(html, /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)) as {
        state: { api: { queries: Record<string, { status: string; data?: unknown }> } };
      };
      // What the page reads of posts and services: not the Latest News list nor the works carousel.
      return Object.entries(state.state.api.queries).filter(([key]) => /^(getBlogDetail|getServiceDetail|getSingle|find)/.test(key));
    };
    const [blog] = await api<Array<{ slug: string }>>('/api/blog');
    const post = embeddedQueries((await page(`/blog/${blog.slug}`)).html);
    expect(post.map(([key, query]) => [key, query.status])).toEqual([[`getBlogDetail("${blog.slug}")`, 'fulfilled']]);
    expect(post[0][1].data).toEqual(await api(`/api/blog/page/${blog.slug}`));

    const [service] = await api<Array<{ slug: string }>>('/api/services');
    const detail = embeddedQueries((await page(`/services/${service.slug}`)).html);
    expect(detail.map(([key, query]) => [key, query.status])).toEqual([[`getServiceDetail("${service.slug}")`, 'fulfilled']]);
    expect(detail[0][1].data).toEqual(await api(`/api/services/page/${service.slug}`));
  });

  it('writes the FAQ page with FAQPage JSON-LD holding every question and answer', async () => {
    const faqs = await api<Array<{ heading: string }>>('/api/faqs');
    const { html } = await page('/faqs');
    const faqPage = jsonLd(html).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faqPage.mainEntity.map((q) => q.name).sort()).toEqual(faqs.map((f) => f.heading).sort());
    expect(faqPage.mainEntity.every((q) => q.acceptedAnswer.text.length > 0)).toBe(true);
  });

  it('never renders a draft (issue 19): not its page, not in the lists, not in the embedded state, even for staff', async () => {
    const heading = 'Unannounced Draft Campaign';
    const image = [imagePart(await pngImage(40, 30))];
    const card = await sendAsStaff('POST', '/api/blog', { heading, description: '<p>Secret plans.</p>', state: 'draft' }, image);
    expect(card.statusCode).toBe(201);
    const images = [{ ...imagePart(await pngImage(40, 30)), field: 'images' }];
    const article = await sendAsStaff('POST', '/api/single-blog', { heading, description: '<p>Secret body.</p>', state: 'draft' }, images);
    expect(article.statusCode).toBe(201);
    const service = await sendAsStaff(
      'POST',
      '/api/services',
      { title: 'Unannounced Service', description: '<p>Soon.</p>', state: 'draft' },
      image,
    );
    expect(service.statusCode).toBe(201);
    const { slug } = card.json() as { slug: string };

    for (const headers of [{}, { authorization: `Bearer ${await staffToken()}` }]) {
      const detail = await app.inject({ url: `/blog/${slug}`, headers });
      expect(detail.statusCode).toBe(404);
      expect(detail.body).not.toContain('Secret');
      for (const url of ['/', '/blog', '/services', `/services/${(service.json() as { slug: string }).slug}`]) {
        const reply = await app.inject({ url, headers });
        expect(reply.body).not.toContain(heading);
        expect(reply.body).not.toContain('Unannounced Service');
      }
    }
  });

  it("writes a post's own SEO fields into the head (issue 19): title, description, social image, canonical, noindex", async () => {
    const created = await sendAsStaff(
      'POST',
      '/api/blog',
      {
        heading: 'Schema Markup Basics',
        description: '<p>Structured data helps search engines read a page.</p>',
        metaTitle: 'Schema markup in one afternoon',
        metaDescription: 'Add structured data to a small site in one afternoon.',
        canonicalUrl: 'https://partner.example/schema-markup',
        noindex: 'true',
      },
      [imagePart(await pngImage(60, 40)), imagePart(await pngImage(120, 63), 'socialImage')],
    );
    expect(created.statusCode).toBe(201);
    const { slug, socialImage } = created.json() as { slug: string; socialImage: string };

    const post = await page(`/blog/${slug}`);
    expect(post.status).toBe(200);
    expect(one(post.html, /<title>([^<]*)<\/title>/)).toBe('Schema markup in one afternoon');
    expect(metaContent(post.html, 'description')).toBe('Add structured data to a small site in one afternoon.');
    expect(metaContent(post.html, 'og:title')).toBe('Schema markup in one afternoon');
    expect(metaContent(post.html, 'og:description')).toBe('Add structured data to a small site in one afternoon.');
    expect(metaContent(post.html, 'og:image')).toBe(`${SITE_URL}/api/blogimg/${socialImage}`);
    expect(metaContent(post.html, 'twitter:image')).toBe(`${SITE_URL}/api/blogimg/${socialImage}`);
    expect(one(post.html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://partner.example/schema-markup');
    expect(metaContent(post.html, 'robots')).toBe('noindex');
  });

  it("answers a chosen slug's old address with 301 to it (issue 19)", async () => {
    const [, blog] = await api<Array<{ _id: string; slug: string }>>('/api/blog');
    const moved = await sendAsStaff('PUT', `/api/blog/${blog._id}`, { slug: 'a-chosen-address' });
    expect(moved.statusCode).toBe(200);
    const old = await page(`/blog/${blog.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/blog/a-chosen-address');
    expect((await page('/blog/a-chosen-address')).status).toBe(200);
  });

  it('answers an unknown post with 404 and a real not-found page', async () => {
    const { status, html } = await page('/blog/no-such-post');
    expect(status).toBe(404);
    expect(text(html)).toContain(routerMessages.notFound);
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('answers a renamed post at its old address with 301 to the new one', async () => {
    const [blog] = await api<Array<{ _id: string; slug: string }>>('/api/blog');
    const renamed = await sendAsStaff('PUT', `/api/blog/${blog._id}`, { heading: 'A Renamed Guide To Local SEO' });
    expect(renamed.statusCode).toBe(200);
    const old = await page(`/blog/${blog.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/blog/a-renamed-guide-to-local-seo');
  });

  it('leaves admin pages to the browser', async () => {
    const { status, html } = await page('/dashboard');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-state"');
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe('Northstar Digital');
  });
});
