// Public content replies kept in memory on SQLite: read twice, the second comes from
// memory (a change made behind the API's back does not show); any write through the API
// forgets them at once (the fixed pages' heads, page SEO, likewise); credentials, staff routes
// and errors are never kept; a kept reply
// carries the same headers and revalidates. A query parameter the route does not read
// is the same reply (no new key, no new read), and the least recently read go first.
// On PostgreSQL nothing is kept.

import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { KEPT_REPLIES_LIMITS } from '../plugins/public-reply-cache';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
/** A connection of the test's own, to change data behind the API's back. */
let direct: OpenDatabase;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await t.staffToken();
  direct = openDatabase(t.env);
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const PLANS = `/${CONTENT_RESOURCES.plan.path}`;
const keeps = () => direct.engine === 'sqlite';

interface Plan {
  _id: string;
  planName: string;
}

const plans = async (headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url: PLANS, headers })).json() as Plan[];

/** Renames a plan in the database directly, as nothing but the API's own writes should ever do. */
const renameBehindTheApi = (id: string, planName: string) =>
  direct.db.updateTable('plans').set({ planName }).where('_id', '=', id).execute();

test('a public list read again comes from memory on SQLite, and from the database on PostgreSQL', async () => {
  const [first] = await plans();
  await renameBehindTheApi(first._id, 'Renamed behind the API');
  const again = await plans();
  expect(again[0].planName).toBe(keeps() ? first.planName : 'Renamed behind the API');
  // Staff (credentials) always read the database.
  expect((await plans(bearer(staff)))[0].planName).toBe('Renamed behind the API');
});

test('a write through the API forgets what was kept, at once', async () => {
  await plans();
  const created = await t.app.inject({
    method: 'POST',
    url: PLANS,
    headers: bearer(staff),
    payload: { planName: 'Fresh plan', price: 5, duration: 'month', description: '' },
  });
  expect(created.statusCode).toBe(201);
  const { _id } = created.json() as Plan;
  expect((await plans()).map((plan) => plan.planName)).toContain('Fresh plan');

  const one = await t.app.inject(`${PLANS}/${_id}`);
  expect(one.json()).toEqual(expect.objectContaining({ planName: 'Fresh plan' }));
  const renamed = await t.app.inject({
    method: 'PUT',
    url: `${PLANS}/${_id}`,
    headers: bearer(staff),
    payload: { planName: 'Renamed plan', price: 5, duration: 'month', description: '' },
  });
  expect(renamed.statusCode).toBe(200);
  const after = await t.app.inject(`${PLANS}/${_id}`);
  expect(after.json()).toEqual(expect.objectContaining({ planName: 'Renamed plan' }));
  expect(after.headers.etag).toBe(renamed.headers.etag);

  expect((await t.app.inject({ method: 'DELETE', url: `${PLANS}/${_id}`, headers: bearer(staff) })).statusCode).toBe(200);
  expect((await t.app.inject(`${PLANS}/${_id}`)).statusCode).toBe(404);
  expect((await plans()).map((plan) => plan.planName)).not.toContain('Renamed plan');
});

test('a fixed page’s public head (page SEO) is kept like content, and its save forgets it', async () => {
  const head = async () => ((await t.app.inject('/seo/pages/public/shop')).json() as { metaTitle: string }).metaTitle;
  const derived = await head();
  await direct.db
    .insertInto('page_seo')
    .values({
      path: '/shop',
      metaTitle: 'Behind the API',
      metaDescription: '',
      socialImage: '',
      canonicalUrl: '',
      noindex: 0,
      updatedAt: new Date().toISOString(),
    })
    .execute();
  expect(await head()).toBe(keeps() ? derived : 'Behind the API');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/seo/pages/shop',
    headers: bearer(staff),
    payload: { metaTitle: 'Shop the audits' },
  });
  expect(saved.statusCode).toBe(200);
  expect(await head()).toBe('Shop the audits');
});

test('a refused write forgets too: nothing kept can outlive a write attempt', async () => {
  const [first] = await plans();
  await renameBehindTheApi(first._id, 'Renamed before a refused write');
  const refused = await t.app.inject({ method: 'POST', url: PLANS, headers: bearer(staff), payload: { price: 'not a number' } });
  expect(refused.statusCode).toBe(400);
  expect((await plans())[0].planName).toBe('Renamed before a refused write');
});

test('a kept reply has the same headers as the first and answers 304 when nothing changed', async () => {
  const first = await t.app.inject(PLANS);
  const kept = await t.app.inject(PLANS);
  for (const name of ['content-type', 'etag', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
    expect([name, kept.headers[name]]).toEqual([name, first.headers[name]]);
  }
  expect(kept.body).toBe(first.body);
  const revalidated = await t.app.inject({ method: 'GET', url: PLANS, headers: { 'if-none-match': first.headers.etag as string } });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
});

test('what is not public content is never kept: staff routes, misses and redirects', async () => {
  expect((await t.app.inject('/users')).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/users', headers: bearer(staff) })).statusCode).toBe(200);
  expect((await t.app.inject(`${PLANS}/000000000000000000000000`)).statusCode).toBe(404);
  expect((await t.app.inject(`${PLANS}/000000000000000000000000`)).statusCode).toBe(404);
  const blog = `/${CONTENT_RESOURCES.blog.path}/no-such-post`;
  expect((await t.app.inject(blog)).statusCode).toBe(404);
});

test('a query parameter the route does not read is the same kept reply: one database read, not one per value', async () => {
  const [first] = await plans();
  await renameBehindTheApi(first._id, 'Renamed behind the cache-busting queries');
  for (const query of ['?r=1', '?r=2', '?utm_source=x&r=3']) {
    const [again] = (await t.app.inject(`${PLANS}${query}`)).json() as Plan[];
    expect([query, again.planName]).toEqual([query, keeps() ? first.planName : 'Renamed behind the cache-busting queries']);
  }
  // The parameters a list reads do count, in any order, unknown ones left out.
  const page = async (query: string) => ((await t.app.inject(`${PLANS}${query}`)).json() as { data: Plan[] }).data[0].planName;
  const name = await page('?page=1&limit=1');
  await renameBehindTheApi(first._id, 'Renamed again');
  expect(await page('?limit=1&r=9&page=1')).toBe(keeps() ? name : 'Renamed again');
  expect(await page('?page=1&limit=2')).toBe('Renamed again');
});

test('past its count the least recently read reply goes first; one read again stays', async () => {
  const page = async (number: number) => ((await t.app.inject(`${PLANS}?limit=1&page=${number}`)).json() as { data: Plan[] }).data;
  const [pageOne] = await page(1);
  const kept = (await plans()).find((plan) => plan._id === pageOne._id);
  const pages = KEPT_REPLIES_LIMITS.entries + 20;
  for (let number = 2; number <= pages; number += 1) {
    await page(number);
    // Read again halfway: among the most recently used from then on.
    if (number === pages / 2) await plans();
  }
  await renameBehindTheApi(pageOne._id, 'Renamed after many pages');
  const listed = (await plans()).find((plan) => plan._id === pageOne._id);
  expect(listed?.planName).toBe(keeps() ? kept?.planName : 'Renamed after many pages');
  // Page 1 was read once, first: it has gone, and is read afresh.
  expect((await page(1))[0].planName).toBe('Renamed after many pages');
});
