// Every read of product §7 against the seeded database: status, reply shape and
// the demo content the public screens rely on.

import { FAQ_CATEGORIES, DEFAULT_PLANS, HOME_SERVICE_CARDS } from '@agency/shared/contract/constants';
import type { Blog, Faq, Plan, Product, Service, SingleBlog, SingleService, TeamMember } from '@agency/shared/contract/entities';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { CONTACT_KEYS, ENTITY_KEYS, keysOf, ME_KEYS, SEEDED_COUNTS, sorted, USER_KEYS } from './helpers/entity-shapes';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, token?: string): Promise<{ status: number; body: T }> => {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: response.json() as T };
};

const KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];

describe.each(KEYS)('content resource %s', (key) => {
  const { path } = CONTENT_RESOURCES[key];

  test(`GET /${path} lists the seeded entries in display order, in the entity shape`, async () => {
    const { status, body } = await get<Array<{ _id: string; createdAt: string }>>(`/${path}`);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(SEEDED_COUNTS[key]);
    for (const item of body) expect(keysOf(item)).toEqual(sorted(ENTITY_KEYS[key]));
    const times = body.map((item) => item.createdAt);
    const newestFirst = key === 'blog' || key === 'singleBlog';
    expect(times).toEqual([...times].sort((a, b) => (newestFirst ? b.localeCompare(a) : a.localeCompare(b))));
  });

  test(`GET /${path}/:id answers the same entry, and 404 for unknown or malformed ids`, async () => {
    const list = (await get<Array<{ _id: string }>>(`/${path}`)).body;
    const one = await get<{ _id: string }>(`/${path}/${list[0]._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(list[0]);
    for (const bad of ['000000000000000000000000', 'not-an-id!', '%2e%2e%2fetc', 'x'.repeat(90)]) {
      const missing = await get<{ message: string }>(`/${path}/${bad}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found' });
    }
    // Fastify's router refuses over-long path parameters itself; no id is that long: 404 in our words.
    const tooLong = await get<{ message: string }>(`/${path}/${'x'.repeat(500)}`);
    expect(tooLong.status).toBe(404);
    expect(tooLong.body).toEqual({ message: 'Not found' });
  });
});

describe('seeded demo content', () => {
  test('the home strip services each have a detail page with the same slug', async () => {
    const services = (await get<Service[]>('/services')).body;
    const details = (await get<SingleService[]>('/single-service')).body;
    expect(services.map((s) => s.title)).toEqual([...HOME_SERVICE_CARDS]);
    expect(details.map((s) => s.slug)).toEqual(services.map((s) => s.slug));
    for (const detail of details) {
      expect(detail.features.length).toBeGreaterThanOrEqual(3);
      expect(detail.features.length).toBeLessThanOrEqual(6);
      for (const feature of detail.features) expect(feature.featureIcon).toMatch(/^fa-solid fa-[a-z-]+$/);
      expect(detail.description).toMatch(/<h2>.*<\/h2>/);
      expect(detail.description).toMatch(/<(ul|ol)>/);
    }
  });

  test('every blog has a single blog with the same heading and slug, dated over the past year', async () => {
    const blogs = (await get<Blog[]>('/blog')).body;
    const singles = (await get<SingleBlog[]>('/single-blog')).body;
    expect(singles.map((s) => [s.heading, s.slug])).toEqual(blogs.map((b) => [b.heading, b.slug]));
    const ages = blogs.map((b) => (Date.now() - Date.parse(b.createdAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(300);
    expect(Math.max(...ages)).toBeLessThan(366);
    for (const single of singles)
      expect(single.description.length).toBeGreaterThan(blogs.find((b) => b.slug === single.slug)!.description.length);
  });

  test('FAQs: five in each category; plans: the three of product §9; products in Rs with both types', async () => {
    const faqs = (await get<Faq[]>('/faqs')).body;
    for (const category of FAQ_CATEGORIES) expect(faqs.filter((f) => f.category === category)).toHaveLength(5);
    const plans = (await get<Plan[]>('/plan')).body;
    expect(plans.map((p) => [p.planName, p.price, p.popular])).toEqual(DEFAULT_PLANS.map((p) => [p.planName, p.price, p.popular]));
    expect(plans[0].description).toContain('<li>Minimum contract 4 months</li>');
    const products = (await get<Product[]>('/products')).body;
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(['normal', 'variation']));
    expect(products.some((p) => p.discountPrice === null)).toBe(true);
    expect(products.every((p) => typeof p.regularPrice === 'number' && typeof p.stock === 'number' && p.rating <= 5)).toBe(true);
    const team = (await get<TeamMember[]>('/team')).body;
    expect(team.every((m) => m.role && m.link1.startsWith('https://'))).toBe(true);
  });
});

describe('slug routes', () => {
  test('GET /single-blog/slug/:slug and /single-service/slug/:slug answer the entry or 404', async () => {
    const blog = (await get<SingleBlog[]>('/single-blog')).body[0];
    expect((await get<SingleBlog>(`/single-blog/slug/${blog.slug}`)).body).toEqual(blog);
    const service = (await get<SingleService[]>('/single-service')).body[0];
    expect((await get<SingleService>(`/single-service/slug/${service.slug}`)).body).toEqual(service);
    expect((await get(`/single-blog/slug/no-such-post`)).status).toBe(404);
    expect((await get(`/single-service/slug/NOT_A_SLUG`)).status).toBe(404);
  });

  test('GET /blog/:slug and /services/:slug take a slug as well as an id', async () => {
    const blog = (await get<Blog[]>('/blog')).body[2];
    expect((await get<Blog>(`/blog/${blog.slug}`)).body).toEqual(blog);
    const service = (await get<Service[]>('/services')).body[1];
    expect((await get<Service>(`/services/${service.slug}`)).body).toEqual(service);
  });
});

describe('staff reads', () => {
  test('GET /users lists accounts without passwords', async () => {
    const { status, body } = await get<Array<Record<string, unknown>>>('/users', await t.staffToken());
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(1);
    for (const user of body) expect(keysOf(user)).toEqual(sorted(USER_KEYS));
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  test('GET /contact replies { data: [...] } and /contact/summary { total, unseen }', async () => {
    const token = await t.staffToken();
    const contacts = await get<{ data: unknown[] }>('/contact', token);
    expect(contacts.status).toBe(200);
    expect(keysOf(contacts.body)).toEqual(['data']);
    expect(Array.isArray(contacts.body.data)).toBe(true);
    for (const contact of contacts.body.data) expect(keysOf(contact as object)).toEqual(sorted(CONTACT_KEYS));
    const summary = await get<{ total: number; unseen: number; unread: number }>('/contact/summary', token);
    expect(summary.body).toEqual({
      total: contacts.body.data.length,
      unseen: contacts.body.data.length,
      unread: contacts.body.data.length,
      // The dashboard's unread panel: the newest unread message (none here).
      newestUnread: null,
    });
  });

  test('GET /auth/me answers the signed-in account', async () => {
    const { status, body } = await get<Record<string, unknown>>('/auth/me', await t.staffToken());
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(sorted(ME_KEYS));
    expect(body.role).toBe('staff');
  });

  test('GET /search finds headings, titles and names across resources, case-insensitively', async () => {
    const token = await t.staffToken();
    const { status, body } = await get<Array<{ resource: string; _id: string; label: string }>>('/search?q=GOOGLE%20ads', token);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(20);
    for (const hit of body) {
      expect(keysOf(hit)).toEqual(['_id', 'label', 'resource']);
      expect(hit.label.toLowerCase()).toContain('google ads');
    }
    expect(new Set(body.map((hit) => hit.resource))).toEqual(new Set(['blog', 'service', 'singleBlog', 'singleService', 'product']));
    expect((await get<unknown[]>('/search?q=', token)).body).toEqual([]);
    expect((await get<unknown[]>('/search?q=%25', token)).body).toEqual([]);
    // Found by the fuzzer on PostgreSQL (NUL is not valid in its text): a NUL byte is no error.
    expect(await get<unknown[]>('/search?q=%00', token)).toMatchObject({ status: 200, body: [] });
    expect((await get<unknown[]>('/search?q=e', token)).body).toHaveLength(20);
  });
});

describe('public utilities', () => {
  test('GET /healthz and GET /captcha/challenge', async () => {
    expect((await get('/healthz')).body).toEqual({ status: 'ok' });
    const challenge = await t.app.inject('/captcha/challenge');
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    const body = challenge.json();
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(typeof body.signature).toBe('string');
  });
});
