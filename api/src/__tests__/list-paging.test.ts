// Paging, sort and search on every list (issue 18): one page and the total when asked,
// the brief's unparameterized calls unchanged, 400 with a message per bad value.

import { pagingMessages } from '@agency/shared/contract/messages';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_MAX_CHARS } from '@agency/shared/contract/paging';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { insertContact } from '../contacts/contact-repository';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { CONTACT_KEYS, ENTITY_KEYS, keysOf, SEEDED_COUNTS, sorted, USER_KEYS } from './helpers/entity-shapes';
import { LABEL_FIELD, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, signUpMember, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
/** A second connection to the app's database, for rows written without the API. */
let direct: OpenDatabase;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const get = async <T = Record<string, unknown>>(url: string, auth = true) => {
  const reply = await t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });
  return { status: reply.statusCode, body: reply.json() as T };
};

interface PageBody<T = Record<string, unknown>> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

const KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];
const lower = (value: unknown) => String(value).toLowerCase();

describe.each(KEYS)('GET /%s with paging', (key) => {
  const { path } = CONTENT_RESOURCES[key];
  const label = LABEL_FIELD[key];

  test('answers one page in the entity shape, with the total, in the list order', async () => {
    const all = (await get<Array<{ _id: string }>>(`/${path}`, false)).body;
    const first = await get<PageBody>(`/${path}?page=1&limit=2`, false);
    expect(first.status).toBe(200);
    expect(keysOf(first.body)).toEqual(['data', 'limit', 'page', 'total']);
    expect(first.body).toMatchObject({ total: SEEDED_COUNTS[key], page: 1, limit: 2 });
    for (const item of first.body.data) expect(keysOf(item)).toEqual(sorted(ENTITY_KEYS[key]));
    const second = await get<PageBody>(`/${path}?page=2&limit=2`, false);
    expect([...first.body.data, ...second.body.data].map((item) => item._id)).toEqual(all.slice(0, 4).map((item) => item._id));
    expect(second.body.total).toBe(SEEDED_COUNTS[key]);
  });

  test(`sorts by ${label} either way, ignoring case, and the default page size is ${PAGE_SIZE_DEFAULT}`, async () => {
    const ascending = (await get<PageBody>(`/${path}?sort=${label}`, false)).body;
    const names = ascending.data.map((item) => lower(item[label]));
    expect(names).toEqual([...names].sort());
    expect(ascending.limit).toBe(PAGE_SIZE_DEFAULT);
    const descending = (await get<PageBody>(`/${path}?sort=${label}&order=desc`, false)).body;
    expect(descending.data.map((item) => lower(item[label]))).toEqual([...names].reverse());
  });

  test('a page past the end is empty and still says the total', async () => {
    const beyond = await get<PageBody>(`/${path}?page=50&limit=10`, false);
    expect(beyond.body).toEqual({ data: [], total: SEEDED_COUNTS[key], page: 50, limit: 10 });
  });
});

describe('bad paging values', () => {
  test.each([
    ['page=0', 'page', pagingMessages.page(PAGE_MAX)],
    ['page=abc', 'page', pagingMessages.page(PAGE_MAX)],
    ['page=1.5', 'page', pagingMessages.page(PAGE_MAX)],
    ['page=-1', 'page', pagingMessages.page(PAGE_MAX)],
    [`page=${PAGE_MAX + 1}`, 'page', pagingMessages.page(PAGE_MAX)],
    ['page=1&page=2', 'page', pagingMessages.page(PAGE_MAX)],
    ['limit=0', 'limit', pagingMessages.limit(PAGE_SIZE_MAX)],
    [`limit=${PAGE_SIZE_MAX + 1}`, 'limit', pagingMessages.limit(PAGE_SIZE_MAX)],
    ['sort=password_hash', 'sort', pagingMessages.sort(['createdAt', 'heading'])],
    ['sort=', 'sort', pagingMessages.sort(['createdAt', 'heading'])],
    ['order=up', 'order', pagingMessages.order],
    [`q=${'x'.repeat(SEARCH_MAX_CHARS + 1)}`, 'q', pagingMessages.q(SEARCH_MAX_CHARS)],
    ['from=yesterday', 'from', pagingMessages.instant('from')],
    ['from=2026-11-01', 'from', pagingMessages.instant('from')],
    ['to=2026-13-01T00:00:00Z', 'to', pagingMessages.instant('to')],
    ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'to', pagingMessages.dateOrder],
    ['from=2026-11-01T00:00:00Z&to=2026-11-01T00:00:00Z', 'to', pagingMessages.dateOrder],
  ])('GET /blog?%s is 400 naming %s', async (query, field, message) => {
    const reply = await get<{ message: string; errors: Record<string, string> }>(`/blog?${query}`, false);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ [field]: message });
  });

  test('every bad value is named at once, on every list', async () => {
    for (const path of ['blog', 'faqs', 'contact', 'users', 'notifications']) {
      const reply = await get<{ errors: Record<string, string> }>(`/${path}?page=x&limit=x&order=x`);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.errors).sort()).toEqual(['limit', 'order', 'page']);
    }
  });

  test('a list without dates to filter by says so', async () => {
    const reply = await get<{ errors: Record<string, string> }>('/users?from=2026-11-01T00:00:00Z');
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ from: pagingMessages.noDates });
  });

  test('the contact, user and notification lists name their own sorts', async () => {
    expect((await get<{ errors: Record<string, string> }>('/contact?sort=message')).body.errors.sort).toBe(
      pagingMessages.sort(['createdAt', 'firstName', 'email']),
    );
    expect((await get<{ errors: Record<string, string> }>('/users?sort=role')).body.errors.sort).toBe(
      pagingMessages.sort(['createdAt', 'username', 'email']),
    );
    expect((await get<{ errors: Record<string, string> }>('/notifications?sort=status')).body.errors.sort).toBe(
      pagingMessages.sort(['createdAt']),
    );
  });
});

describe('date filter (issue 21)', () => {
  test.each(KEYS)('GET /%s?from=&to= answers the entries created in [from, to), counted', async (key) => {
    const { path } = CONTENT_RESOURCES[key];
    const all = (await get<PageBody<{ _id: string; createdAt: string }>>(`/${path}?sort=createdAt&order=asc&limit=100`)).body.data;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const [from, to] = [all[1].createdAt, all[all.length - 1].createdAt];
    const inRange = all.filter((entry) => entry.createdAt >= from && entry.createdAt < to).map((entry) => entry._id);
    const reply = await get<PageBody<{ _id: string }>>(`/${path}?sort=createdAt&order=asc&from=${from}&to=${to}&limit=100`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((entry) => entry._id)).toEqual(inRange);
    expect(reply.body.total).toBe(inRange.length);
    // The same instant written with an offset means the same thing.
    const shifted = new Date(Date.parse(from)).toISOString().replace('Z', '+00:00');
    expect((await get<PageBody>(`/${path}?from=${encodeURIComponent(shifted)}&limit=100`)).body.total).toBe(all.length - 1);
  });
});

describe('blog search (full-text)', () => {
  const create = async (heading: string, description: string) => {
    const reply = await write(t.app, 'POST', '/blog', token, {
      fields: { heading, description },
      files: [imagePart(await pngImage(40, 30))],
    });
    expect(reply.statusCode).toBe(201);
    return reply.json() as { _id: string };
  };

  test('finds posts by words or word starts in the heading or the text, every word required', async () => {
    const zephyr = await create('Zephyrine keyword clusters', '<p>How we group <strong>quintessential</strong> searches.</p>');
    const other = await create('Quintessential landing pages', '<p>Fast pages convert.</p>');
    const ids = async (q: string) =>
      (await get<PageBody<{ _id: string }>>(`/blog?q=${encodeURIComponent(q)}`, false)).body.data.map((post) => post._id);
    expect(await ids('zephyrine')).toEqual([zephyr._id]);
    expect(await ids('ZEPHYR')).toEqual([zephyr._id]);
    expect((await ids('quintess')).sort()).toEqual([zephyr._id, other._id].sort());
    expect(await ids('quintessential landing')).toEqual([other._id]);
    expect(await ids('quintessential, "zephyr*"')).toEqual([zephyr._id]);
    expect(await ids('nothing-like-this')).toEqual([]);
    const page = (await get<PageBody>('/blog?q=quintessential&limit=1', false)).body;
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
  });

  test('follows edits and deletes', async () => {
    const post = await create('Xylophonic audits', '<p>Old words.</p>');
    const found = async (q: string) => (await get<PageBody>(`/blog?q=${q}`, false)).body.total;
    expect(await found('xylophonic')).toBe(1);
    const edited = await write(t.app, 'PUT', `/blog/${post._id}`, token, {
      fields: { heading: 'Marimbaesque audits', description: '<p>New words.</p>' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await found('xylophonic')).toBe(0);
    expect(await found('marimbaesque')).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/blog/${post._id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(await found('marimbaesque')).toBe(0);
  });

  test('the total of the unfiltered list follows creates and deletes', async () => {
    const before = (await get<PageBody>('/blog?limit=1', false)).body.total;
    const post = await create('Counted post', '<p>One more.</p>');
    expect((await get<PageBody>('/blog?limit=1', false)).body.total).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/blog/${post._id}`, headers: bearer(token) });
    expect((await get<PageBody>('/blog?limit=1', false)).body.total).toBe(before);
  });

  test('other content lists search their titles', async () => {
    const faqs = (await get<Array<{ heading: string }>>('/faqs', false)).body;
    const word = faqs[0].heading.split(' ').slice(-1)[0].replace(/\W/g, '');
    const found = (await get<PageBody<{ heading: string }>>(`/faqs?q=${word}`, false)).body;
    expect(found.total).toBeGreaterThan(0);
    for (const faq of found.data) expect(faq.heading.toLowerCase()).toContain(word.toLowerCase());
  });
});

describe('contacts', () => {
  const messages = [
    { firstName: 'Quentin', lastName: 'Blake', email: 'quentin@illustrators.example', message: 'We need a sitemap audit.' },
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engines.example', message: 'Analytical engine marketing.' },
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@compilers.example', message: 'Compilers need ads too.' },
  ];

  beforeAll(async () => {
    for (const message of messages) {
      await insertContact(direct.db, { ...message, phone: '0123456789', subject: 'Seo Audit', source: 'contact', sourceDetail: '' });
    }
  });

  test('GET /contact without paging answers exactly { data: [...] } with every message (product §7)', async () => {
    const reply = await get<{ data: Array<Record<string, unknown>> }>('/contact');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['data']);
    expect(reply.body.data).toHaveLength(messages.length);
    for (const contact of reply.body.data) expect(keysOf(contact)).toEqual(sorted(CONTACT_KEYS));
  });

  test('pages newest first, and sorts by first name or e-mail', async () => {
    const first = (await get<PageBody<{ firstName: string }>>('/contact?page=1&limit=2')).body;
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.data.map((c) => c.firstName)).toEqual(['Grace', 'Ada']);
    expect((await get<PageBody<{ firstName: string }>>('/contact?sort=firstName')).body.data.map((c) => c.firstName)).toEqual([
      'Ada',
      'Grace',
      'Quentin',
    ]);
    expect((await get<PageBody<{ email: string }>>('/contact?sort=email&order=desc')).body.data.map((c) => c.email)).toEqual([
      'quentin@illustrators.example',
      'grace@compilers.example',
      'ada@engines.example',
    ]);
  });

  test('searches names, e-mail addresses and messages', async () => {
    const names = async (q: string) =>
      (await get<PageBody<{ firstName: string }>>(`/contact?q=${encodeURIComponent(q)}`)).body.data.map((c) => c.firstName).sort();
    expect(await names('lovelace')).toEqual(['Ada']);
    expect(await names('grace@compilers.example')).toEqual(['Grace']);
    expect(await names('illustrators')).toEqual(['Quentin']);
    expect(await names('need')).toEqual(['Grace', 'Quentin']);
    expect(await names('need sitemap')).toEqual(['Quentin']);
  });

  test('the notifications list pages and searches the messages it announces', async () => {
    const spec = (await get<Record<string, unknown>>('/notifications')).body;
    expect(Object.keys(spec).sort()).toEqual(['configured', 'data', 'recipients']);
    const page = (await get<PageBody<{ contact: { firstName: string } }> & { configured: boolean }>('/notifications?limit=1')).body;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 1, configured: false });
    expect(page.data[0].contact.firstName).toBe('Grace');
    const found = (await get<PageBody<{ contact: { firstName: string } }>>('/notifications?q=hopper')).body;
    expect(found.data.map((n) => n.contact.firstName)).toEqual(['Grace']);
    expect((await get<PageBody>('/notifications?page=2&limit=2&order=asc')).body.data).toHaveLength(1);
  });

  test('are found by when they arrived', async () => {
    const newestFirst = (await get<PageBody<{ firstName: string; createdAt: string }>>('/contact?limit=10')).body.data;
    const middle = newestFirst[1].createdAt;
    const since = (await get<PageBody<{ firstName: string }>>(`/contact?from=${middle}`)).body;
    const arrivedSince = newestFirst.filter((c) => c.createdAt >= middle).map((c) => c.firstName);
    expect(since.data.map((c) => c.firstName)).toEqual(arrivedSince);
    expect(since.total).toBe(arrivedSince.length);
    const before = (await get<PageBody<{ firstName: string }>>(`/contact?to=${middle}`)).body;
    expect(before.total).toBe(newestFirst.length - arrivedSince.length);
  });

  test('are staff-only, paged or not', async () => {
    expect((await get('/contact?page=1', false)).status).toBe(401);
    expect((await get('/contact/export.csv', false)).status).toBe(401);
  });
});

describe('users', () => {
  test('GET /users without paging is the array of accounts; with paging one page of them', async () => {
    await signUpMember(t.app, 'zed.member@example.com');
    const all = (await get<Array<Record<string, unknown>>>('/users')).body;
    expect(Array.isArray(all)).toBe(true);
    for (const user of all) expect(keysOf(user)).toEqual(sorted(USER_KEYS));
    const page = (await get<PageBody<{ email: string }>>('/users?limit=1&sort=email&order=desc')).body;
    expect(page.total).toBe(all.length);
    expect(page.data.map((user) => user.email)).toEqual(['zed.member@example.com']);
    expect((await get<PageBody<{ email: string }>>('/users?q=ZED.mem')).body.data.map((user) => user.email)).toEqual([
      'zed.member@example.com',
    ]);
    for (const user of page.data) expect(keysOf(user)).toEqual(sorted(USER_KEYS));
  });
});

describe('GET /sitemap (what the sitemap files are built from)', () => {
  test('answers the counts and a version that moves on every post write, and a file of addresses oldest first', async () => {
    const before = (await get<{ version: string; counts: { blog: number; services: number } }>('/sitemap', false)).body;
    const blogs = (await get<Array<{ slug: string; createdAt: string }>>('/blog', false)).body;
    expect(before.counts.blog).toBe(blogs.length);
    const first = (await get<Array<{ slug: string; updatedAt: string }>>('/sitemap/blog?part=1&size=3', false)).body;
    const oldest = [...blogs].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(first.map((entry) => entry.slug)).toEqual(oldest.slice(0, 3).map((post) => post.slug));
    expect(keysOf(first[0])).toEqual(['slug', 'updatedAt']);
    const post = await write(t.app, 'POST', '/blog', token, {
      fields: { heading: 'Versioned post', description: '<p>v</p>' },
      files: [imagePart(await pngImage(40, 30))],
    });
    const after = (await get<{ version: string; counts: { blog: number } }>('/sitemap', false)).body;
    expect(after.version).not.toBe(before.version);
    expect(after.counts.blog).toBe(before.counts.blog + 1);
    await write(t.app, 'PUT', `/blog/${post.json()._id}`, token, {
      fields: { heading: 'Versioned post, edited', description: '<p>v</p>' },
    });
    expect((await get<{ version: string }>('/sitemap', false)).body.version).not.toBe(after.version);
  });

  test.each([
    ['/sitemap/blog?part=0', 'part'],
    ['/sitemap/blog?part=x', 'part'],
    ['/sitemap/blog?size=50001', 'size'],
  ])('%s is 400 naming %s', async (url, field) => {
    const reply = await get<{ errors: Record<string, string> }>(url, false);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors)).toEqual([field]);
  });

  test('unknown sections are not found', async () => {
    expect((await get('/sitemap/users', false)).status).toBe(404);
  });
});
