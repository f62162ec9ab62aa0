// GET /blog/page/{slug} and GET /services/page/{slug} (product §7, issue 16): a post or service
// page's entry and body in one reply, with the page's 404 and 301, revalidated like the
// other public reads and kept in memory on SQLite until a write.

import { openDatabase, type OpenDatabase } from '../db/connect';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { ENTITY_KEYS, keysOf, sorted } from './helpers/entity-shapes';
import { imagePart, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
let image: Buffer;
/** A connection of the test's own, to change data behind the API's back. */
let direct: OpenDatabase;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  image = await pngImage(40, 40);
  direct = openDatabase(t.env);
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

type Json = Record<string, unknown> & { _id: string; slug: string };

const created = async (url: string, fields: Record<string, string>, files = [imagePart(image)]): Promise<Json> => {
  const response = await write(t.app, 'POST', url, staff, { fields, files });
  expect(response.statusCode).toBe(201);
  return response.json() as Json;
};
const blog = (heading: string) => created('/blog', { ...CREATE_FIELDS.blog, heading } as Record<string, string>);
const singleBlog = (heading: string) =>
  created('/single-blog', { heading, description: `<p>Body of ${heading}</p>` }, [imagePart(image, 'images')]);
const service = (title: string) => created('/services', { ...CREATE_FIELDS.service, title } as Record<string, string>);
const singleService = (heading: string) =>
  created('/single-service', { ...CREATE_FIELDS.singleService, heading } as Record<string, string>, []);
const rename = async (url: string, fields: Record<string, string>) =>
  expect((await write(t.app, 'PUT', url, staff, { fields })).statusCode).toBe(200);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the reply', () => {
  test('a post page answers its blog entry and its single blog, each exactly as their own reads answer them', async () => {
    const entry = await blog('Launch Notes');
    const body = await singleBlog('Launch Notes');
    const page = await get('/blog/page/launch-notes');
    expect(page.statusCode).toBe(200);
    const reply = page.json() as { entry: Json; body: Json };
    expect(keysOf(reply)).toEqual(['body', 'entry']);
    expect(keysOf(reply.entry)).toEqual(sorted(ENTITY_KEYS.blog));
    expect(keysOf(reply.body)).toEqual(sorted(ENTITY_KEYS.singleBlog));
    expect(reply.entry).toEqual((await get(`/blog/${entry._id}`)).json());
    expect(reply.body).toEqual((await get(`/single-blog/slug/${body.slug}`)).json());
  });

  test('a service page answers its service and its single service', async () => {
    const entry = await service('Conversion Audits');
    const body = await singleService('Conversion Audits');
    const reply = (await get('/services/page/conversion-audits')).json() as { entry: Json; body: Json };
    expect(keysOf(reply.entry)).toEqual(sorted(ENTITY_KEYS.service));
    expect(keysOf(reply.body)).toEqual(sorted(ENTITY_KEYS.singleService));
    expect(reply).toEqual({ entry: (await get(`/services/${entry._id}`)).json(), body: (await get(`/single-service/${body._id}`)).json() });
  });

  test('a post without a single blog and a service without a single service answer a null body', async () => {
    const entry = await blog('Entry Only Post');
    expect((await get('/blog/page/entry-only-post')).json()).toEqual({ entry, body: null });
    const card = await service('Entry Only Service');
    expect((await get('/services/page/entry-only-service')).json()).toEqual({ entry: card, body: null });
  });

  test('a body without an entry is no page: 404, so a page never outlives its card', async () => {
    await singleBlog('Body Only Post');
    expect((await get('/blog/page/body-only-post')).statusCode).toBe(404);
    await singleService('Body Only Service');
    expect((await get('/services/page/body-only-service')).statusCode).toBe(404);
  });

  test('an unknown or malformed slug answers 404', async () => {
    for (const url of ['/blog/page/no-such-post', '/services/page/no-such-service', '/blog/page/NOT_A_SLUG', '/services/page/Bad%20Slug']) {
      const missing = await get(url);
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('renamed pages', () => {
  test('an old slug of a renamed post or service answers 301 to the page at its new slug', async () => {
    const entry = await blog('Spring Checklist');
    await singleBlog('Spring Checklist');
    await rename(`/blog/${entry._id}`, { heading: 'Summer Checklist' });
    const moved = await get('/blog/page/spring-checklist?ref=x');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/page/summer-checklist?ref=x');
    // The new slug has the entry, and the body it had (still at the old slug until its own rename).
    expect((await get('/blog/page/summer-checklist')).json()).toEqual(expect.objectContaining({ body: null }));

    const card = await service('Local Ads');
    await rename(`/services/${card._id}`, { title: 'Local Search Ads' });
    expect((await get('/services/page/local-ads')).headers.location).toBe('/services/page/local-search-ads');
  });

  test('without an entry, a renamed body’s old slug is no page either (404)', async () => {
    const body = await singleService('Reporting');
    await rename(`/single-service/${body._id}`, { heading: 'Monthly Reporting' });
    expect((await get('/services/page/reporting')).statusCode).toBe(404);
  });

  test('with an entry, a body renamed away is still found, as its old slug led to it', async () => {
    const entry = await blog('Keyword Maps');
    const body = await singleBlog('Keyword Maps');
    await rename(`/single-blog/${body._id}`, { heading: 'Keyword Maps In Depth' });
    const reply = (await get('/blog/page/keyword-maps')).json() as { entry: Json; body: Json };
    expect(reply.entry._id).toBe(entry._id);
    expect(reply.body).toEqual(expect.objectContaining({ _id: body._id, slug: 'keyword-maps-in-depth' }));
  });
});

describe('caching', () => {
  test('the reply is public, tagged, and answers 304 while nothing changed; an edit of either half changes it', async () => {
    await blog('Cached Post');
    const body = await singleBlog('Cached Post');
    const first = await get('/blog/page/cached-post');
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await get('/blog/page/cached-post', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await rename(`/single-blog/${body._id}`, { heading: 'Cached Post', description: '<p>Edited body</p>' });
    const edited = await get('/blog/page/cached-post', { 'if-none-match': tag });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as { body: Json }).body.description).toBe('<p>Edited body</p>');
  });

  test('kept in memory on SQLite until a write, read from the database on PostgreSQL', async () => {
    const entry = await service('Kept Service');
    await get('/services/page/kept-service');
    await direct.db.updateTable('services').set({ description: '<p>Behind the API</p>' }).where('_id', '=', entry._id).execute();
    const kept = (await get('/services/page/kept-service')).json() as { entry: Json };
    expect(kept.entry.description).toBe(direct.engine === 'sqlite' ? entry.description : '<p>Behind the API</p>');
    // Any write through the API forgets what was kept.
    await singleService('Unrelated Service');
    expect(((await get('/services/page/kept-service')).json() as { entry: Json }).entry.description).toBe('<p>Behind the API</p>');
  });
});
