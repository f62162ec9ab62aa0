// The fast lane over a real socket (inject never passes the server's own handler): a public API
// read or page the chain answered from memory is sent again by the lane with the same status,
// headers (Date aside) and bytes, 304 included; every write that changes what it was built from
// sends the next read the whole way; staff, previews, credentials and cookies never get it.

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../../site-server';
import type { FastLane } from '../fast-lane';
import type { PageCache } from '../../page-cache/page-cache';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, TEST_ADMIN, testOptions, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';
import { CREATE_FIELDS, write } from '../../../../api/src/__tests__/helpers/content-fixtures';
import { imagePart, pngImage } from '../../../../api/src/__tests__/helpers/images';

const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');

let env: TestEnvironment;
let pages: PageCache;
let dir: string;
let releases: ReleaseStore;
let app: FastifyInstance;
let lane: FastLane;
let port: number;
let staff: string;
/** A post whose image file the last test reads and removes. */
let imagePost: { _id: string; image: string };
/** The API keeps its replies on SQLite only (one process owns the data); pages are kept on both. */
const apiKeeps = !process.env.TEST_DATABASE_URL;

const publishRenderer = (marker: string) => {
  const build = fakeRemoteBuild(path.join(dir, `build/mf_public-${marker}`), { name: 'mf_public', marker });
  writeFile(path.join(build, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  releases.publish('mf_public', build);
};

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fast-lane-'));
  releases = new ReleaseStore(path.join(dir, 'remotes'));
  const shellDist = fakeShellBuild(path.join(dir, 'build/shell'));
  publishRenderer('v1');
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env, { seed: false });
  app = await buildSiteServer({
    shellDist,
    releases,
    api: api as never,
    onFastLane: (given) => (lane = given),
    onPageCache: (given) => (pages = given),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  staff = ((await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN })).json() as { token: string }).token;
  const image = await pngImage(20, 20);
  for (const [resource, key, imageField] of [
    ['blog', 'blog', 'image'],
    ['single-blog', 'singleBlog', 'images'],
  ] as const) {
    const fields = { ...CREATE_FIELDS[key], heading: 'Lane Post' };
    const created = await write(app, 'POST', `/api/${resource}`, staff, { fields, files: [imagePart(image, imageField)] });
    expect(created.statusCode).toBe(201);
  }
  const faq = await write(app, 'POST', '/api/faqs', staff, { fields: { ...CREATE_FIELDS.faq, heading: 'Is there a lane?' } });
  expect(faq.statusCode).toBe(201);
  // Made here: a later test's redirect rule moves /api/blog, POST included.
  const post = await write(app, 'POST', '/api/blog', staff, {
    fields: { ...CREATE_FIELDS.blog, heading: 'Lane Image Post' },
    files: [imagePart(await pngImage(30, 20))],
  });
  expect(post.statusCode).toBe(201);
  imagePost = post.json() as { _id: string; image: string };
}, 120_000);

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface RawReply {
  status: number;
  /** Every header as sent, in order, Date left out (it tells the second). */
  headers: string[];
  body: Buffer;
}

/** A GET over a socket of its own, the body as it came (compressed stays compressed). */
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<RawReply>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const pairs = response.rawHeaders.flatMap((value, at) => (at % 2 === 0 ? [[value, response.rawHeaders[at + 1]]] : []));
        const headers = pairs.filter(([name]) => name.toLowerCase() !== 'date').map(([name, value]) => `${name}: ${value}`);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end();
  });

/** Whether the lane sent the reply `request` got. */
const byLane = async (request: () => Promise<RawReply>): Promise<{ reply: RawReply; lane: boolean }> => {
  const before = lane.served;
  const reply = await request();
  return { reply, lane: lane.served === before + 1 };
};

let visits = 0;
/**
 * `url` with a query value nobody reads (a new key for the lane, the same reply for the API's memory;
 * a page of its own for the page cache), asked until the lane sends it: the chain's last reply (the one
 * the lane recorded) and the lane's. On PostgreSQL the API keeps nothing, so the lane never sends it.
 */
const chainThenLane = async (path: string, headers: Record<string, string> = {}) => {
  visits += 1;
  const url = `${path}${path.includes('?') ? '&' : '?'}visit=${visits}`;
  let chain: RawReply | undefined;
  for (let ask = 0; ask < 4; ask += 1) {
    // A kept page is swapped for its smaller copy once recompressed (page-cache.ts): the lane records that one.
    await pages.settled();
    const asked = await byLane(() => get(url, headers));
    if (asked.lane) return { url, chain: chain!, lane: asked };
    chain = asked.reply;
  }
  return { url, chain: chain!, lane: { reply: chain!, lane: false } };
};

const ID = { 'x-request-id': 'lane-test-0001' };

test('a kept API read and a kept page: the lane sends the bytes and headers the whole chain sent', async () => {
  const cases: Array<[url: string, headers: Record<string, string>, keptOnThisEngine: boolean]> = [
    ['/api/blog', ID, apiKeeps],
    ['/api/single-blog/slug/lane-post', ID, apiKeeps],
    // Compressed by the chain as a stream: recorded in one piece, sent chunked as it was.
    ['/api/blog', { ...ID, 'accept-encoding': 'gzip' }, apiKeeps],
    ['/api/faqs?page=1&unread=x', ID, apiKeeps],
    ['/', ID, true],
    ['/blog/lane-post', { ...ID, 'accept-encoding': 'gzip, deflate, br' }, true],
  ];
  for (const [path, headers, kept] of cases) {
    const { url, chain, lane: replay } = await chainThenLane(path, headers);
    expect([url, chain.status]).toEqual([url, 200]);
    expect([url, replay.lane]).toEqual([url, kept]);
    expect(replay.reply.status).toBe(chain.status);
    expect(replay.reply.headers).toEqual(chain.headers);
    expect(replay.reply.body.equals(chain.body)).toBe(true);
  }
  // Each request still gets its own id, as the chain gives it.
  const { url: home } = await chainThenLane('/');
  const other = await byLane(() => get(home, { 'x-request-id': 'lane-test-0002' }));
  expect(other.lane).toBe(true);
  expect(other.reply.headers).toContain('x-request-id: lane-test-0002');
  const fresh = await byLane(() => get(home));
  expect(fresh.lane).toBe(true);
  expect(fresh.reply.headers.find((line) => line.startsWith('x-request-id: '))).toMatch(/^x-request-id: [0-9a-f-]{36}$/);
});

test("a matching ETag gets the chain's 304 from the lane, an old one the whole reply", async () => {
  const first = await get('/api/faqs', ID);
  const etag = first.headers.find((line) => line.startsWith('etag: '))!.slice('etag: '.length);
  const { chain, lane: replay } = await chainThenLane('/api/faqs', { ...ID, 'if-none-match': etag });
  expect(first.status).toBe(200);
  expect(chain.status).toBe(304);
  expect(replay.lane).toBe(apiKeeps);
  expect(replay.reply.status).toBe(304);
  expect(replay.reply.headers).toEqual(chain.headers);
  expect(replay.reply.body.length).toBe(0);
  const old = await chainThenLane('/api/faqs', { ...ID, 'if-none-match': 'W/"old"' });
  expect([old.chain.status, old.lane.reply.status]).toEqual([200, 200]);
  expect(old.lane.reply.body.equals(first.body)).toBe(true);
});

/** The next read after a change: not from the lane, and showing the change. */
const expectFresh = async (url: string, shows: string) => {
  const next = await byLane(() => get(url));
  expect([url, next.lane]).toEqual([url, false]);
  expect(next.reply.body.toString()).toContain(shows);
};

test('every write that changes a kept reply sends the next read the whole way, fresh', async () => {
  const api = await chainThenLane('/api/faqs');
  const page = await chainThenLane('/faqs');
  expect([api.lane.lane, page.lane.lane]).toEqual([apiKeeps, true]);
  const [faq] = JSON.parse(api.chain.body.toString()) as Array<{ _id: string }>;
  const edited = await write(app, 'PUT', `/api/faqs/${faq._id}`, staff, { fields: { heading: 'Is the lane fresh?' } });
  expect(edited.statusCode).toBe(200);
  await expectFresh(api.url, 'Is the lane fresh?');
  await expectFresh(page.url, 'Is the lane fresh?');

  const auth = { authorization: `Bearer ${staff}` };
  const beforeSeo = await chainThenLane('/faqs');
  const seo = await app.inject({ method: 'PUT', url: '/api/seo/pages/faqs', headers: auth, payload: { metaTitle: 'Lane questions' } });
  expect(seo.statusCode).toBe(200);
  await expectFresh(beforeSeo.url, '<title>Lane questions');

  const beforeRelease = await chainThenLane('/faqs');
  publishRenderer('v2');
  await expectFresh(beforeRelease.url, `/remotes/mf_public/${releases.read().remotes.mf_public.current}/`);

  // A redirect rule wins over anything kept, page or API.
  for (const path of ['/faqs', '/api/blog']) {
    const kept = await chainThenLane(path);
    expect(kept.lane.lane).toBe(path === '/faqs' || apiKeeps);
    const rule = await app.inject({
      method: 'POST',
      url: '/api/redirects',
      headers: auth,
      payload: { from: path, to: `/moved${path}`, confirm: true },
    });
    expect(rule.statusCode).toBe(201);
    const moved = await byLane(() => get(kept.url));
    expect([path, moved.lane, moved.reply.status]).toEqual([path, false, 301]);
  }
});

test('staff, previews, credentials, cookies and other methods never get the lane', async () => {
  const api = (await chainThenLane('/api/single-blog/slug/lane-post')).url;
  const page = (await chainThenLane('/blog/lane-post')).url;
  const asked: Array<[url: string, headers: Record<string, string>, method?: string]> = [
    [api, { authorization: `Bearer ${staff}` }],
    [api, { cookie: '__Host-session=anything' }],
    [page, { authorization: `Bearer ${staff}` }],
    [page, { cookie: '__Host-session=staff' }],
    [page, { cookie: 'bucket=7' }],
    [page, {}, 'HEAD'],
    ['/preview/blog/some-id', {}],
    ['/dashboard', {}],
  ];
  for (const [url, headers, method] of asked) {
    for (let visit = 0; visit < 3; visit += 1) {
      const reply = await byLane(() => get(url, headers, method));
      expect([url, headers, method, reply.lane]).toEqual([url, headers, method, false]);
    }
  }
  // Staff read with their own revalidation, never the visitors' copy.
  const signedIn = await get(api, { authorization: `Bearer ${staff}` });
  expect(signedIn.headers).toContain('cache-control: private, no-cache');
  // The visitors' copy is still there for visitors.
  expect((await byLane(() => get(page))).lane).toBe(true);
});

test('a kept image file: the lane sends its bytes and validator; once removed, the next read goes the whole way to a 404', async () => {
  const { _id: id, image } = imagePost;
  // Kept where the API keeps its replies: with SQLite only this process removes files (kept-images.ts).
  const { url, chain, lane: replay } = await chainThenLane(`/api/blogimg/${image}`, ID);
  expect([chain.status, replay.lane]).toEqual([200, apiKeeps]);
  expect(replay.reply.headers).toEqual(chain.headers);
  expect(replay.reply.body.equals(chain.body)).toBe(true);
  const etag = chain.headers.find((line) => line.startsWith('etag: '))!.slice('etag: '.length);
  const notModified = await chainThenLane(`/api/blogimg/${image}`, { ...ID, 'if-none-match': etag });
  expect([notModified.chain.status, notModified.lane.lane, notModified.lane.reply.status]).toEqual([304, apiKeeps, 304]);

  // Deleted for good (the trash emptied of it): its files go, and so does the lane's copy.
  expect((await app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(
    200,
  );
  expect((await app.inject({ method: 'DELETE', url: `/api/trash/${id}`, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(
    200,
  );
  const after = await byLane(() => get(url, ID));
  expect([after.lane, after.reply.status]).toEqual([false, 404]);
});
