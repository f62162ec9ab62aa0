// The authorization matrix over the whole route table: every staff endpoint
// refuses a missing, member, tampered, expired or orphaned token and lets staff
// through; every public endpoint stays public. The table must cover every route.

import Fastify, { type RouteOptions } from 'fastify';
import { createSigner } from 'fast-jwt';
import { apiMessages } from '@agency/shared/contract/messages';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { apiPlugin } from '../app';
import { bearer, createTestApp, createTestEnvironment, signUpMember, testOptions, type TestApp } from './helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  method: Method;
  url: string;
  /** Route pattern as registered, for the completeness check. */
  route: string;
  payload?: Record<string, unknown>;
}

const NO_SUCH_ID = '000000000000000000000000';
const paths = Object.values(CONTENT_RESOURCES).map((resource) => resource.path);

const STAFF: Endpoint[] = [
  ...paths.flatMap((path): Endpoint[] => [
    { method: 'POST', url: `/${path}`, route: `/${path}`, payload: {} },
    { method: 'PUT', url: `/${path}/${NO_SUCH_ID}`, route: `/${path}/:id`, payload: {} },
    { method: 'DELETE', url: `/${path}/${NO_SUCH_ID}`, route: `/${path}/:id` },
  ]),
  { method: 'DELETE', url: '/products', route: '/products' },
  { method: 'GET', url: '/users', route: '/users' },
  { method: 'DELETE', url: `/users/${NO_SUCH_ID}`, route: '/users/:id' },
  { method: 'PUT', url: `/users/${NO_SUCH_ID}/role`, route: '/users/:id/role', payload: { role: 'member' } },
  { method: 'GET', url: '/contact', route: '/contact' },
  { method: 'DELETE', url: `/contact/${NO_SUCH_ID}`, route: '/contact/:id' },
  { method: 'GET', url: '/contact/summary', route: '/contact/summary' },
  { method: 'POST', url: '/contact/seen', route: '/contact/seen' },
  { method: 'GET', url: '/search?q=seo', route: '/search' },
  // The register screen (a payload with `firstname`) is staff-only; sign-up is not.
  { method: 'POST', url: '/register', route: '/register', payload: { firstname: 'Nora' } },
];

/** Routes anyone may call (their own checks are tested elsewhere). */
const PUBLIC_ROUTES = [
  ...paths.flatMap((path) => [`GET /${path}`, `GET /${path}/:id`]),
  'GET /single-blog/slug/:slug',
  'GET /single-service/slug/:slug',
  'POST /login',
  'POST /register',
  'POST /contact',
  'GET /auth/me',
  'GET /captcha/challenge',
  'GET /healthz',
  ...ALL_IMAGE_FOLDERS.map((folder) => `GET /${folder}/:file`),
];

const SECRET = 'matrix-secret-0123456789-abcdefghijklmnop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
});
afterAll(() => t.close());

const call = (endpoint: Endpoint, headers: Record<string, string> = {}) =>
  t.app.inject({ method: endpoint.method, url: endpoint.url, headers, payload: endpoint.payload });

const name = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url}`;

describe.each(STAFF.map((endpoint) => [name(endpoint), endpoint] as const))('%s', (_label, endpoint) => {
  test('401 without a token', async () => {
    const response = await call(endpoint);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthorized });
  });

  test('403 with a member token', async () => {
    const response = await call(endpoint, bearer(await t.memberToken()));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: apiMessages.forbidden });
  });

  test('401 with a tampered, expired, unsigned or foreign token', async () => {
    const staff = await t.staffToken();
    const [header, payload, signature] = staff.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: NO_SUCH_ID })).toString('base64url');
    const expired = createSigner({ key: SECRET, expiresIn: 60_000, clockTimestamp: Date.now() - 8 * 86_400_000 })({ sub: claims.sub });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const foreign = createSigner({ key: 'some-other-secret-0123456789', expiresIn: 60_000 })({ sub: claims.sub });
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const token of [`${header}.${forged}.${signature}`, `${header}.${payload}.${flipped}`, expired, unsigned, foreign, 'garbage']) {
      const response = await call(endpoint, bearer(token));
      expect(response.statusCode).toBe(401);
    }
    expect((await call(endpoint, { authorization: staff })).statusCode).toBe(401);
  });

  test('lets staff through', async () => {
    const response = await call(endpoint, bearer(await t.staffToken()));
    expect([401, 403]).not.toContain(response.statusCode);
    expect(response.statusCode).toBeLessThan(500);
  });
});

test('a token of a deleted account stops working', async () => {
  const member = await signUpMember(t.app);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(member.token) })).statusCode).toBe(200);
  const users = (await t.app.inject({ url: '/users', headers: bearer(await t.staffToken()) })).json() as Array<{ _id: string; email: string }>;
  const id = users.find((user) => user.email === member.email)!._id;
  expect((await t.app.inject({ method: 'DELETE', url: `/users/${id}`, headers: bearer(await t.staffToken()) })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
});

test('public endpoints answer without a token', async () => {
  for (const path of paths) expect((await t.app.inject(`/${path}`)).statusCode).toBe(200);
  expect((await t.app.inject('/auth/me')).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(await t.memberToken()) })).statusCode).toBe(200);
});

test('the matrix covers every route the API registers', async () => {
  const env = await createTestEnvironment();
  const routes: string[] = [];
  const app = Fastify();
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await app.register(apiPlugin, testOptions(env, { seed: false }));
  await app.ready();
  await app.close();
  await env.dispose();
  const known = new Set([...PUBLIC_ROUTES, ...STAFF.map((endpoint) => `${endpoint.method} ${endpoint.route}`)]);
  const registered = new Set(routes.map((route) => route.replace(/\/$/, '') || '/'));
  expect([...registered].filter((route) => !known.has(route))).toEqual([]);
  expect([...known].filter((route) => !registered.has(route))).toEqual([]);
});
