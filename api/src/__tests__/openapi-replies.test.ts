// Every operation of the API description says what it answers, and every write what it takes; and
// the description tells the truth: each route is called as a client would, and its real reply is
// held to the schema the description gives for that status (JSON Schema 2020-12, as OpenAPI 3.1).

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { solvedCaptcha } from './helpers/altcha';
import { imagePart, pngImage } from './helpers/images';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** Writes that take no body: the address says it all. */
const BODILESS = new Set([
  'POST /auth/logout',
  'POST /auth/second-factor/totp',
  'POST /auth/passkeys/options',
  'POST /login/passkey/options',
  'POST /contact/seen',
  'POST /contact/read-all',
  'POST /trash/{id}/restore',
]);
const isBodiless = (key: string) => BODILESS.has(key) || /^POST \/[\w-]+\/\{id\}\/revisions\/\{number\}\/restore$/.test(key);

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
let staff: Record<string, string>;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ url: '/openapi.json' })).json().paths;
  staff = bearer(await t.staffToken());
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })),
  );

const isDescribed = (schema: Schema | undefined): boolean =>
  schema !== undefined && ['type', 'oneOf', 'allOf', 'anyOf', '$ref'].some((keyword) => keyword in schema);

/** Replies that carry no body by their status: accepted for later, or nothing to say. */
const BODILESS_STATUSES = new Set(['202', '204']);

test('every operation describes its reply: a JSON schema, the media type of the file it sends, or a status without a body', () => {
  const undescribed = operations()
    .filter(({ op }) => {
      const successes = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      if (successes.length > 0 && successes.every(([status]) => BODILESS_STATUSES.has(status))) return false;
      return !successes.some(([, reply]) => Object.values(reply.content ?? {}).some((media) => isDescribed(media.schema)));
    })
    .map(({ key }) => key);
  expect(undescribed).toEqual([]);
});

test('every write describes the body it takes, but those whose address says it all', () => {
  const undescribed = operations()
    .filter(({ method }) => method === 'post' || method === 'put')
    .filter(({ key, op }) => !isBodiless(key) && !Object.values(op.requestBody?.content ?? {}).some((media) => isDescribed(media.schema)))
    .map(({ key }) => key);
  expect(undescribed).toEqual([]);
});

test("a body's description is read from the rules that validate it", () => {
  const login = paths['/login'].post.requestBody!.content['application/json'].schema;
  expect(login).toMatchObject({ required: ['email', 'password'], properties: { email: { type: 'string', format: 'email' } } });
  const role = paths['/users/{id}/role'].put.requestBody!.content['application/json'].schema;
  expect(role).toMatchObject({ required: ['role'], properties: { role: { enum: expect.arrayContaining(['staff', 'member', 'editor']) } } });
});

/** Holds a reply to the schema the description gives the route for its status. */
const expectDescribed = (key: string, status: number, body: unknown) => {
  const [method, path] = key.split(' ');
  const schema = paths[path]?.[method.toLowerCase()]?.responses[String(status)]?.content?.['application/json']?.schema;
  expect({ key, status, described: schema !== undefined }).toEqual({ key, status, described: true });
  const validate = ajv.compile(schema!);
  const valid = validate(body);
  expect({ key, errors: valid ? [] : validate.errors }).toEqual({ key, errors: [] });
};

const call = async (key: string, url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) => {
  const [method] = key.split(' ');
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    payload: options.payload as string,
    headers: { ...staff, ...options.headers },
  });
  expect({ key, status: response.statusCode < 300 }).toEqual({ key, status: true });
  expectDescribed(key, response.statusCode, response.json());
  return response.json();
};

/** The reads whose query names what they read (without it: 400). */
const REQUIRED_QUERIES: Record<string, string> = { 'GET /insights/page': '?path=/blog' };

test('every JSON GET without a parameter answers as described (staff, so each shows all it holds)', async () => {
  const gets = operations().filter(({ method, path }) => method === 'get' && !path.includes('{'));
  expect(gets.length).toBeGreaterThan(20);
  for (const { key, path, op } of gets) {
    if (!op.responses['200']?.content?.['application/json']) continue;
    await call(key, `${path}${REQUIRED_QUERIES[key] ?? ''}`);
  }
});

test('the writes and the reads of one thing answer as described', async () => {
  const { payload: captcha } = await solvedCaptcha(t.app);
  await call('POST /contact', '/contact', {
    payload: {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      phone: '0123456789',
      subject: 'Seo Audit',
      message: 'Hello',
      captcha,
    },
  });
  const [contact] = (await call('GET /contact', '/contact')).data as Array<{ _id: string }>;
  await call('GET /contact/{id}', `/contact/${contact._id}`);
  await call('PUT /contact/{id}/read', `/contact/${contact._id}/read`, { payload: { read: true } });
  await call('POST /contact/seen', '/contact/seen');

  const signUp = await t.app.inject({
    method: 'POST',
    url: '/register',
    payload: { username: 'Described', email: 'described@example.com', phone: '0123456789', password: 'a long enough password 42' },
  });
  expectDescribed('POST /register', signUp.statusCode, signUp.json());
  const member = ((await call('GET /users', '/users')) as Array<{ _id: string; email: string }>).find(
    (user) => user.email === 'described@example.com',
  )!;
  await call('PUT /users/{id}/role', `/users/${member._id}/role`, { payload: { role: 'member' } });

  const image = multipart({ alt: 'A green square' }, [imagePart(await pngImage(64, 64, '#22aa66'))]);
  const item = await call('POST /media', '/media', { payload: image.payload, headers: image.headers });
  await call('PUT /media/{id}', `/media/${item._id}`, { payload: { alt: 'A green square, described' } });

  await call('GET /seo/pages/public/{page}', '/seo/pages/public/home');
  await call('PUT /seo/pages/{page}', '/seo/pages/home', { payload: { metaTitle: 'Home, described' } });
  await call('GET /sitemap/{section}', '/sitemap/blog');

  const [post] = (await t.app.inject({ url: '/blog', headers: staff })).json() as Array<{ _id: string }>;
  await call('DELETE /blog/{id}', `/blog/${post._id}`);
  await call('POST /trash/{id}/restore', `/trash/${post._id}/restore`);
});

test('the revisions of an entry answer as described', async () => {
  const [post] = (await t.app.inject({ url: '/blog', headers: staff })).json() as Array<{ _id: string; heading: string }>;
  const saved = multipart({ heading: `${post.heading} (revised)` });
  await call('PUT /blog/{id}', `/blog/${post._id}`, { payload: saved.payload, headers: saved.headers });
  const [newest] = (await call('GET /blog/{id}/revisions', `/blog/${post._id}/revisions`)) as Array<{ number: number }>;
  await call('GET /blog/{id}/revisions/{number}', `/blog/${post._id}/revisions/${newest.number}`);
  await call('POST /blog/{id}/revisions/{number}/restore', `/blog/${post._id}/revisions/${newest.number}/restore`);
});
