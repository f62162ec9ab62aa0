// HTTP caching of the API: every GET carries a validator and a Cache-Control that
// says who may keep it (public content `no-cache`, staff reads `private, no-cache`,
// captcha challenges `no-store`), `If-None-Match` answers 304 without a body, and a
// change to the data changes the tag. Replies are compressed as before.

import { gunzipSync } from 'node:zlib';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { entityVersionTag } from '@agency/shared/contract/entity-version';
import { noneMatch, PRIVATE_REVALIDATE, PUBLIC_REVALIDATE } from '../plugins/http-caching';
import { solvedCaptcha } from './helpers/altcha';
import { write } from './helpers/content-fixtures';
import { registeredRoutes } from './helpers/route-table';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await t.staffToken();
  // One contact message, for the detail route.
  const { payload } = await solvedCaptcha(t.app);
  const message = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '01234567890',
    subject: 'Paid Ads',
    message: 'Can you run our ads?',
    source: 'contact',
  };
  expect((await t.app.inject({ method: 'POST', url: '/contact', payload: { ...message, captcha: payload } })).statusCode).toBe(201);
  // One save of the first entry of each content type with a public page gives it revisions (issue 19).
  for (const resource of Object.values(CONTENT_RESOURCES).filter((item) => isPublishable(item.key))) {
    const url = `/${resource.path}/${(await firstOf(resource.path))._id}`;
    expect((await write(t.app, 'PUT', url, staff, { fields: { state: 'published' } })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const firstOf = async (path: string) => ((await get(`/${path}`)).json() as Array<{ _id: string; slug?: string }>)[0];

/** Every GET route of the API with a URL that answers 200, and whether it is read as staff. */
const getRoutes = async (): Promise<Array<{ route: string; url: string; staff: boolean }>> => {
  const blog = await firstOf(CONTENT_RESOURCES.singleBlog.path);
  const service = await firstOf(CONTENT_RESOURCES.singleService.path);
  const content = Object.values(CONTENT_RESOURCES).map((resource) => resource.path);
  const contact = ((await get('/contact', bearer(staff))).json() as { data: Array<{ _id: string }> }).data[0];
  return [
    ...content.map((path) => ({ route: `/${path}`, url: `/${path}`, staff: false })),
    ...(await Promise.all(
      content.map(async (path) => ({ route: `/${path}/:id`, url: `/${path}/${(await firstOf(path))._id}`, staff: false })),
    )),
    {
      route: `/${CONTENT_RESOURCES.singleBlog.path}/slug/:slug`,
      url: `/${CONTENT_RESOURCES.singleBlog.path}/slug/${blog.slug}`,
      staff: false,
    },
    {
      route: `/${CONTENT_RESOURCES.singleService.path}/slug/:slug`,
      url: `/${CONTENT_RESOURCES.singleService.path}/slug/${service.slug}`,
      staff: false,
    },
    { route: `/${CONTENT_RESOURCES.blog.path}/page/:slug`, url: `/${CONTENT_RESOURCES.blog.path}/page/${blog.slug}`, staff: false },
    {
      route: `/${CONTENT_RESOURCES.service.path}/page/:slug`,
      url: `/${CONTENT_RESOURCES.service.path}/page/${service.slug}`,
      staff: false,
    },
    { route: '/healthz', url: '/healthz', staff: false },
    { route: '/sitemap', url: '/sitemap', staff: false },
    { route: '/sitemap/:section', url: '/sitemap/blog', staff: false },
    { route: '/auth/me', url: '/auth/me', staff: true },
    { route: '/insights/report', url: '/insights/report', staff: true },
    { route: '/insights/page', url: '/insights/page?path=/blog', staff: true },
    { route: '/insights/versions', url: '/insights/versions', staff: true },
    { route: '/audit', url: '/audit', staff: true },
    { route: '/dashboard', url: '/dashboard', staff: true },
    { route: '/auth/second-factor', url: '/auth/second-factor', staff: true },
    { route: '/auth/passkeys', url: '/auth/passkeys', staff: true },
    { route: '/redirects', url: '/redirects', staff: true },
    { route: '/redirects/not-found', url: '/redirects/not-found', staff: true },
    { route: '/redirects/not-found/summary', url: '/redirects/not-found/summary', staff: true },
    { route: '/reviews', url: '/reviews', staff: true },
    { route: '/reviews/mine', url: '/reviews/mine', staff: true },
    { route: '/auth/sessions', url: '/auth/sessions', staff: true },
    { route: '/users', url: '/users', staff: true },
    { route: '/contact', url: '/contact', staff: true },
    { route: '/contact/summary', url: '/contact/summary', staff: true },
    { route: '/contact/:id', url: `/contact/${contact._id}`, staff: true },
    { route: '/media', url: '/media', staff: true },
    { route: '/trash', url: '/trash', staff: true },
    ...(await Promise.all(
      Object.values(CONTENT_RESOURCES)
        .filter((resource) => isPublishable(resource.key))
        .flatMap((resource) =>
          [
            { route: `/${resource.path}/:id/revisions`, suffix: '/revisions' },
            { route: `/${resource.path}/:id/revisions/:number`, suffix: '/revisions/1' },
          ].map(async ({ route, suffix }) => ({
            route,
            url: `/${resource.path}/${(await firstOf(resource.path))._id}${suffix}`,
            staff: true,
          })),
        ),
    )),
    { route: '/notifications', url: '/notifications', staff: true },
    { route: '/search', url: '/search?q=seo', staff: true },
    { route: '/seo/audit', url: '/seo/audit', staff: true },
    { route: '/seo/pages', url: '/seo/pages', staff: true },
    { route: '/seo/pages/public/:page', url: '/seo/pages/public/about', staff: false },
  ];
};

/** GET routes whose replies are never stored or that serve files with their own rules. */
// The API's description and its reference page are built once per start and carry no entry's version.
const NOT_REVALIDATED = [
  '/captcha/challenge',
  '/readyz',
  '/contact/export.csv',
  '/insights/export.csv',
  '/audit.csv',
  '/redirects/export',
  '/openapi.json',
  '/docs',
];
const isImageRoute = (url: string) => url.endsWith('/:file');

test('every GET route of the route table is covered here', async () => {
  const covered = new Set([...(await getRoutes()).map((route) => route.route), ...NOT_REVALIDATED]);
  const gets = (await registeredRoutes()).filter((route) => route.method === 'GET' && !isImageRoute(route.url));
  expect(gets.map((route) => route.url).filter((url) => !covered.has(url))).toEqual([]);
});

test('every GET answers with a validator and its Cache-Control, and 304 when nothing changed', async () => {
  for (const { url, staff: asStaff } of await getRoutes()) {
    const headers = asStaff ? bearer(staff) : {};
    const first = await get(url, headers);
    expect([url, first.statusCode]).toEqual([url, 200]);
    expect([url, first.headers['cache-control']]).toEqual([url, asStaff ? PRIVATE_REVALIDATE : PUBLIC_REVALIDATE]);
    const tag = first.headers.etag as string;
    expect([url, tag]).toEqual([url, expect.stringMatching(/^(W\/)?"[^"]+"$/)]);
    const again = await get(url, { ...headers, 'if-none-match': tag });
    expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
    expect(again.headers.etag).toBe(tag);
  }
});

test('public content without states read with a staff token is the same public reply', async () => {
  const reply = await get(`/${CONTENT_RESOURCES.plan.path}`, bearer(staff));
  expect(reply.headers['cache-control']).toBe(PUBLIC_REVALIDATE);
  // These routes never look at the token: the reply is the same for everyone.
  expect(reply.headers.etag).toBe((await get(`/${CONTENT_RESOURCES.plan.path}`)).headers.etag);
});

test('content with publication states read with a staff token is private: it may hold drafts (issue 19)', async () => {
  const reply = await get(`/${CONTENT_RESOURCES.blog.path}`, bearer(staff));
  expect(reply.headers['cache-control']).toBe(PRIVATE_REVALIDATE);
  expect(String(reply.headers.vary)).toMatch(/authorization/i);
  expect((await get(`/${CONTENT_RESOURCES.blog.path}`)).headers['cache-control']).toBe(PUBLIC_REVALIDATE);
});

test('a change to the data changes the list’s tag, and the old tag gets the new list', async () => {
  const path = `/${CONTENT_RESOURCES.plan.path}`;
  const before = await get(path);
  const created = await t.app.inject({
    method: 'POST',
    url: path,
    headers: bearer(staff),
    payload: { planName: 'Caching plan', price: 10, duration: 'month', description: '' },
  });
  expect(created.statusCode).toBe(201);
  const after = await get(path, { 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.json()).toContainEqual(expect.objectContaining({ planName: 'Caching plan' }));
});

test('GET one keeps the entry’s version as its tag, so the edit form’s If-Match still works', async () => {
  const plan = await firstOf(CONTENT_RESOURCES.plan.path);
  const reply = await get(`/${CONTENT_RESOURCES.plan.path}/${plan._id}`);
  expect(reply.headers.etag).toBe(entityVersionTag((reply.json() as { updatedAt: string }).updatedAt));
});

test.each(['/captcha/challenge', '/readyz'])('%s is never stored and carries no validator', async (url) => {
  const reply = await get(url);
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.headers.etag).toBeUndefined();
});

test('compressed replies keep their tag and revalidate too', async () => {
  const path = `/${CONTENT_RESOURCES.faq.path}`;
  const reply = await get(path, { 'accept-encoding': 'gzip' });
  expect(reply.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(reply.rawPayload).toString()).length).toBeGreaterThan(0);
  const again = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': reply.headers.etag as string });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
});

test('If-None-Match compares weakly, takes lists and *', () => {
  expect(noneMatch('"abc"', 'W/"abc"')).toBe(true);
  expect(noneMatch('W/"x", W/"abc"', '"abc"')).toBe(true);
  expect(noneMatch('*', 'W/"abc"')).toBe(true);
  expect(noneMatch('"abcd"', 'W/"abc"')).toBe(false);
  expect(noneMatch(undefined, 'W/"abc"')).toBe(false);
});
