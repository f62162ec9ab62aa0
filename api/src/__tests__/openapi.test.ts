// The API describes itself: /openapi.json is a valid OpenAPI 3.1 document generated from the route
// table (every route the API registers, none it does not), the content routes' schemas come from
// the content model, each operation says who may call it, and /docs is a reference page over it.

import { validate } from '@readme/openapi-parser';
import { CONTENT_RESOURCES, type ContentResource } from '@agency/shared/contract/resources';
import { ENTITY_KEYS, sorted } from './helpers/entity-shapes';
import { registeredRoutes } from './helpers/route-table';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  description?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

const operation = (method: string, path: string): Operation => doc.paths[path]?.[method.toLowerCase()];
const replySchema = (op: Operation, status: number) => op.responses[status].content!['application/json'].schema;

test('the document is valid OpenAPI 3.1 by a maintained validator', async () => {
  expect(doc.openapi).toBe('3.1.0');
  const result = await validate(structuredClone(doc) as never);
  expect(result.valid ? [] : result.errors).toEqual([]);
});

test('it lists every route the API registers, and nothing else', async () => {
  const registered = (await registeredRoutes()).map((route) => `${route.method} ${route.url}`);
  const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  expect(sorted(described)).toEqual(sorted(registered));
});

describe.each(Object.values(CONTENT_RESOURCES).map((resource) => [resource.key, resource] as const))(
  '%s',
  (key, resource: ContentResource) => {
    const base = `/${resource.path}`;

    test('its replies are described with exactly the reply keys of the content model', () => {
      expect(sorted(Object.keys(replySchema(operation('GET', `${base}/{id}`), 200).properties!))).toEqual(sorted(ENTITY_KEYS[key]));
      expect(sorted(Object.keys(replySchema(operation('POST', base), 201).properties!))).toEqual(sorted(ENTITY_KEYS[key]));
    });

    test('its writes are described with the model fields, multipart or JSON as the resource takes them', () => {
      const body = operation('POST', base).requestBody!.content[resource.json ? 'application/json' : 'multipart/form-data'].schema;
      const model = ENTITY_KEYS[key].filter(
        (name) => !['_id', 'createdAt', 'updatedAt', 'images', 'imageAlts', 'image', 'imageAlt'].includes(name),
      );
      for (const name of model) expect(Object.keys(body.properties)).toContain(name);
    });

    test('reads are public, writes need a staff bearer token or the session cookie with the CSRF token', () => {
      expect(operation('GET', base).security?.filter((requirement) => Object.keys(requirement).length > 0) ?? []).not.toContainEqual({
        csrfToken: [],
      });
      for (const [method, path] of [
        ['POST', base],
        ['PUT', `${base}/{id}`],
        ['DELETE', `${base}/{id}`],
      ])
        expect(operation(method, path).security).toEqual([{ bearerToken: [] }, { sessionCookie: [], csrfToken: [] }]);
    });
  },
);

test('each operation says who may call it, as the authorization matrix finds', () => {
  expect(operation('GET', '/healthz').security).toEqual([]);
  expect(operation('POST', '/login').security).toEqual([]);
  // Published entries for anyone, every state for staff.
  expect(operation('GET', '/blog').security).toEqual([{}, { bearerToken: [] }, { sessionCookie: [] }]);
  expect(operation('GET', '/auth/me').security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
  expect(operation('GET', '/users').security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
  expect(operation('GET', '/users').description).toMatch(/staff only/i);
  expect(operation('PUT', '/auth/password').security).toEqual([{ bearerToken: [] }, { sessionCookie: [], csrfToken: [] }]);
});

test('a reply the document describes is what the route answers (no field dropped or added)', async () => {
  const [post] = (await t.app.inject({ url: '/blog' })).json() as Array<Record<string, unknown>>;
  const described = replySchema(operation('GET', '/blog/{id}'), 200).properties!;
  expect(sorted(Object.keys(post))).toEqual(sorted(Object.keys(described)));
});

describe('/docs, the reference page', () => {
  test('answers HTML that search engines skip, with a policy that allows its own assets only', async () => {
    const response = await t.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:/);
  });

  test('every script and style it names loads from this server', async () => {
    const html = (await t.app.inject({ url: '/docs' })).body;
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      const response = await t.app.inject({ url: asset });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/(javascript|css)/);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body.length).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ url: '/docs/reference.js' })).body).toContain('"/openapi.json"');
  });

  test('no other file of the package is served', async () => {
    for (const file of ['index.html', 'package.json', '..%2Fpackage.json', 'swagger-ui-bundle.js.map'])
      expect((await t.app.inject({ url: `/docs/${file}` })).statusCode).toBe(404);
  });
});
