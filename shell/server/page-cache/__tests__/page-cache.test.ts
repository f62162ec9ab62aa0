// The site server's page cache, with the real renderer: a public page is answered from memory
// until a write changes what it was built from (content, page SEO, the scheduler's publication,
// a slug rename, a release), never for staff, previews or posted forms. A page rendered for the
// request carries that request's id in its runtime config; a kept copy carries none, which tells
// the two apart here.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../../site-server';
import type { PageCache } from '../page-cache';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, TEST_ADMIN, testOptions, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';
import { CREATE_FIELDS, write } from '../../../../api/src/__tests__/helpers/content-fixtures';
import { holdDate } from '../../../../api/src/__tests__/helpers/frozen-date';
import { imagePart, pngImage } from '../../../../api/src/__tests__/helpers/images';

const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');

let env: TestEnvironment;
let dir: string;
let releases: ReleaseStore;
let shellDist: string;
let app: FastifyInstance;
let cache: PageCache;
let staff: string;
let image: Buffer;

const publishRenderer = (marker: string) => {
  const build = fakeRemoteBuild(path.join(dir, `build/mf_public-${marker}`), { name: 'mf_public', marker });
  writeFile(path.join(build, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  releases.publish('mf_public', build);
};

const startSite = async (overrides: Parameters<typeof testOptions>[1] = {}) => {
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env, { seed: false, publishCheckMs: 100, ...overrides });
  let kept: PageCache | undefined;
  const site = await buildSiteServer({ shellDist, releases, api: api as never, onPageCache: (pages) => (kept = pages) });
  // Listening starts the publication scheduler; the tests still call through inject.
  await site.listen({ port: 0, host: '127.0.0.1' });
  return { site, pages: kept! };
};

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  releases = new ReleaseStore(path.join(dir, 'remotes'));
  shellDist = fakeShellBuild(path.join(dir, 'build/shell'));
  publishRenderer('v1');
  ({ site: app, pages: cache } = await startSite());
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
  staff = (login.json() as { token: string }).token;
  image = await pngImage(20, 20);
  await createOk('blog', { heading: 'Cache Post' });
  await createOk('singleBlog', { heading: 'Cache Post' }, 'images');
  await createOk('faq', { heading: 'Do you keep pages?' });
}, 120_000);

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const PATHS = { blog: 'blog', singleBlog: 'single-blog', faq: 'faqs' } as const;

async function createOk(key: keyof typeof PATHS, fields: Record<string, string>, imageField = 'image') {
  const reply = await write(app, 'POST', `/api/${PATHS[key]}`, staff, {
    fields: { ...CREATE_FIELDS[key], ...fields },
    files: [imagePart(image, imageField)],
  });
  expect(reply.statusCode).toBe(201);
  return reply.json() as { _id: string; slug?: string };
}

const configOf = (html: string) => JSON.parse(/id="app-config">([^<]*)</.exec(html)?.[1] ?? 'null') as { requestId?: string };

/** Where a page came from: rendered for this request (its id is in it) or kept (no id). */
const servedFrom = (reply: { body: string; headers: Record<string, unknown> }): 'rendered' | 'memory' => {
  const { requestId } = configOf(reply.body);
  if (requestId === undefined) return 'memory';
  expect(requestId).toBe(reply.headers['x-request-id']);
  return 'rendered';
};

const get = (site: FastifyInstance, url: string, headers: Record<string, string> = {}) => site.inject({ url, headers });
/** The first visit renders; the second comes from memory. */
const warm = async (site: FastifyInstance, url: string) => {
  await get(site, url);
  expect(servedFrom(await get(site, url))).toBe('memory');
};

test('a second visit is answered from memory, in the encoding asked for, with the same page less the request id', async () => {
  const first = await get(app, '/blog/cache-post');
  expect(first.statusCode).toBe(200);
  expect(servedFrom(first)).toBe('rendered');
  expect(first.body).toContain('Cache Post');
  const again = await get(app, '/blog/cache-post');
  expect(servedFrom(again)).toBe('memory');
  expect(again.statusCode).toBe(200);
  expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(again.headers['cache-control']).toBe('no-cache');
  expect(again.headers['content-security-policy']).toMatch(/script-src/);
  expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(again.body).toBe(first.body.replace(`,"requestId":"${String(first.headers['x-request-id'])}"`, ''));
  const gzipped = await get(app, '/blog/cache-post', { 'accept-encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(again.body);
  const brotli = await get(app, '/blog/cache-post', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(again.body);
  // An unknown address's 404 page is kept too.
  const missing = await get(app, '/blog/no-such-post');
  expect(missing.statusCode).toBe(404);
  const missingAgain = await get(app, '/blog/no-such-post');
  expect([missingAgain.statusCode, servedFrom(missingAgain)]).toEqual([404, 'memory']);
});

test('a content write retires the pages built from that content, and only those', async () => {
  await warm(app, '/faqs');
  await warm(app, '/blog/cache-post');
  const faqs = (await get(app, '/api/faqs')).json() as Array<{ _id: string }>;
  const edited = await write(app, 'PUT', `/api/faqs/${faqs[0]._id}`, staff, { fields: { heading: 'Do you keep pages fresh?' } });
  expect(edited.statusCode).toBe(200);
  const after = await get(app, '/faqs');
  expect(servedFrom(after)).toBe('rendered');
  expect(after.body).toContain('Do you keep pages fresh?');
  expect(servedFrom(await get(app, '/faqs'))).toBe('memory');
  // The post's page read no FAQ: it stays in memory.
  expect(servedFrom(await get(app, '/blog/cache-post'))).toBe('memory');
});

test('a page SEO save retires the page whose head it changes', async () => {
  await warm(app, '/faqs');
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/seo/pages/faqs',
    headers: { authorization: `Bearer ${staff}` },
    payload: { metaTitle: 'Questions we hear every week' },
  });
  expect(saved.statusCode).toBe(200);
  const after = await get(app, '/faqs');
  expect(servedFrom(after)).toBe('rendered');
  expect(after.body).toContain('<title>Questions we hear every week');
});

test('a slug rename retires the post page: the old address now redirects', async () => {
  await warm(app, '/blog/cache-post');
  const card = (await get(app, '/api/blog/cache-post')).json() as { _id: string };
  const renamed = await write(app, 'PUT', `/api/blog/${card._id}`, staff, { fields: { heading: 'Cache Post Renamed' } });
  expect((renamed.json() as { slug: string }).slug).toBe('cache-post-renamed');
  const old = await get(app, '/blog/cache-post');
  expect(old.statusCode).toBe(301);
  expect(old.headers.location).toBe('/blog/cache-post-renamed');
});

test('the scheduler publishing a post retires the blog list', async () => {
  await warm(app, '/blog');
  // The clock held until the list is kept again without the post: on a busy machine the write and two renders
  // could take longer than the five seconds ahead, and the post was out before the checks that it was not.
  const clock = holdDate();
  try {
    const publishAt = new Date(Date.now() + 5_000).toISOString();
    await createOk('blog', { heading: 'Launched By The Clock', state: 'scheduled', publishAt });
    // Scheduling is a write too; the post is not shown until it is published.
    const before = await get(app, '/blog');
    expect(before.body).not.toContain('Launched By The Clock');
    expect(servedFrom(await get(app, '/blog'))).toBe('memory');
  } finally {
    clock.letGo();
  }
  // The sweep runs every 100 ms here; the page follows its write without any request to the API.
  const deadline = Date.now() + 30_000;
  let page = await get(app, '/blog');
  while (!page.body.includes('Launched By The Clock') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = await get(app, '/blog');
  }
  expect(page.body).toContain('Launched By The Clock');
});

test('a release of the public remote retires every page', async () => {
  await warm(app, '/faqs');
  publishRenderer('v2');
  const version = releases.read().remotes.mf_public.current;
  const after = await get(app, '/faqs');
  expect(servedFrom(after)).toBe('rendered');
  expect(after.body).toContain(`/remotes/mf_public/${version}/`);
  expect(servedFrom(await get(app, '/faqs'))).toBe('memory');
});

test('staff, previews and posted forms are never answered from memory nor kept', async () => {
  await warm(app, '/faqs');
  const signedIn = await get(app, '/faqs', { cookie: '__Host-session=anything' });
  expect(servedFrom(signedIn)).toBe('rendered');
  expect(servedFrom(await get(app, '/faqs', { authorization: `Bearer ${staff}` }))).toBe('rendered');
  const size = cache.size;
  for (let visit = 0; visit < 2; visit += 1) {
    const preview = await get(app, '/preview/blog/some-id');
    expect(servedFrom(preview)).toBe('rendered');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(servedFrom(await get(app, '/contact', { cookie: 'a=b; __Host-session=staff' }))).toBe('rendered');
  }
  const posted = await app.inject({
    method: 'POST',
    url: '/contact',
    payload: 'name=Pat',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(servedFrom(posted)).toBe('rendered');
  expect(cache.size).toBe(size);
});

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('two instances on one PostgreSQL database', () => {
  test('a write made through one instance retires the page the other kept', async () => {
    const other = await startSite({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-b-')) });
    try {
      await warm(other.site, '/faqs');
      const faqs = (await get(app, '/api/faqs')).json() as Array<{ _id: string }>;
      const edited = await write(app, 'PUT', `/api/faqs/${faqs[0]._id}`, staff, { fields: { heading: 'Asked on the other instance' } });
      expect(edited.statusCode).toBe(200);
      const after = await get(other.site, '/faqs');
      expect(servedFrom(after)).toBe('rendered');
      expect(after.body).toContain('Asked on the other instance');
    } finally {
      await other.site.close();
    }
  });
});
