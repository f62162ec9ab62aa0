// Whatever a client sends, the answer is a 4xx with a catalogue message, never a
// 500; only real failures answer 500 (and are logged). Security headers, CORS
// and proxy trust as configured.

import { Writable } from 'node:stream';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, type TestApp, type TestEnvironment } from './helpers/test-app';

/** Breaks the database behind the app's back, as a failed disk or a bad migration would. */
const dropTable = async (env: TestEnvironment, table: string) => {
  if (env.databaseUrl) {
    const client = new Client({ connectionString: env.databaseUrl });
    await client.connect();
    await client.query(`drop table "${table}"`);
    await client.end();
  } else {
    const db = new SqliteDatabase(path.join(env.dataDir, 'agency.sqlite'));
    db.exec(`drop table "${table}"`);
    db.close();
  }
};

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const post = (url: string, payload: string | Buffer, contentType: string, token = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...bearer(token) } });

test('malformed JSON answers 400', async () => {
  const response = await post('/login', '{"email": ', 'application/json');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: apiMessages.malformedBody });
  expect((await post('/plan', '{"__proto__": {"x": 1}}', 'application/json')).statusCode).toBe(400);
});

test('an unsupported content type answers 415', async () => {
  for (const [url, type] of [
    ['/login', 'text/plain'],
    ['/blog', 'application/x-www-form-urlencoded'],
    ['/contact', 'application/xml'],
  ]) {
    const response = await post(url, 'a=b', type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: apiMessages.unsupportedMediaType });
  }
});

test('a JSON body over the limit answers 413', async () => {
  const response = await post('/plan', JSON.stringify({ planName: 'x', description: 'x'.repeat(1_100_000) }), 'application/json');
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: apiMessages.bodyTooLarge });
});

test('a multipart text field over the limit answers 413', async () => {
  const body = multipart({ heading: 'x', description: 'y'.repeat(1_100_000) });
  const response = await post('/blog', body.payload, body.headers['content-type']);
  expect(response.statusCode).toBe(413);
});

test('broken multipart bodies answer 400', async () => {
  const truncated = multipart({ heading: 'x' }).payload.subarray(0, 40);
  for (const [payload, type] of [
    [truncated, 'multipart/form-data; boundary=----agencytest'],
    [Buffer.from('garbage'), 'multipart/form-data; boundary=abc'],
    [Buffer.from('garbage'), 'multipart/form-data'],
  ] as const) {
    const response = await post('/blog', payload, type);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  }
  const proto = multipart({ __proto__x: 'ok' });
  const protoBody = Buffer.from(proto.payload.toString('latin1').replace('__proto__x', '__proto__'), 'latin1');
  expect((await post('/blog', protoBody, proto.headers['content-type'])).statusCode).toBe(400);
});

test('unknown routes and methods answer 404 { message }', async () => {
  for (const [method, url] of [
    ['GET', '/nope'],
    ['PATCH', '/blog'],
    ['GET', '/api/blog'],
    ['POST', '/healthz'],
  ] as const) {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: apiMessages.notFound });
  }
});

test('odd but well-formed payloads never cause a 500 on any write endpoint', async () => {
  const weird: unknown[] = [
    [],
    [1, 2],
    'text',
    42,
    null,
    true,
    { heading: ['a', 'b'], title: { nested: true }, price: 'NaN', features: [{ featureIcon: 1 }], images: 'x.webp', image: 'x.webp' },
    { heading: 'x'.repeat(10_000), removedImages: [1, null, { a: 1 }], removeImage: 'true', popular: 'maybe' },
    { email: ['a@b.c'], password: { $ne: 1 }, role: ['staff'], firstname: null, source: 'evil', captcha: 12 },
  ];
  const writes: Array<[string, string]> = [
    ...Object.values(CONTENT_RESOURCES).flatMap((r): Array<[string, string]> => [
      ['POST', `/${r.path}`],
      ['PUT', `/${r.path}/000000000000000000000000`],
    ]),
    ['POST', '/login'],
    ['POST', '/register'],
    ['POST', '/contact'],
    ['PUT', '/users/000000000000000000000000/role'],
  ];
  for (const [method, url] of writes) {
    for (const payload of weird) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', ...bearer(staff) },
      });
      expect([url, response.statusCode < 500]).toEqual([url, true]);
    }
    const form = multipart({
      heading: 'x',
      features: '[{"featureIcon": {"x": 1}}]',
      removedImages: '{"a":1}',
      price: '1e999',
      stock: '1.5',
    });
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(staff) },
    });
    expect([url, response.statusCode < 500]).toEqual([url, true]);
  }
});

test('API replies carry security headers; no CORS unless configured', async () => {
  const response = await t.app.inject({ url: '/blog', headers: { origin: 'https://elsewhere.example' } });
  expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
});

test('every reply, found or not, refused or not, carries the whole header set', async () => {
  const expected = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const replies = [
    await t.app.inject({ url: '/blog' }),
    await t.app.inject({ url: '/no-such-route' }),
    await t.app.inject({ method: 'POST', url: '/blog', payload: {} }),
    await t.app.inject({ method: 'POST', url: '/login', payload: '{broken', headers: { 'content-type': 'application/json' } }),
  ];
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 404, 401, 400]);
  for (const reply of replies) expect(reply.headers).toEqual(expect.objectContaining(expected));
});

test('CORS answers only the configured origins', async () => {
  const cors = await createTestApp({ seed: false, corsOrigins: ['https://admin.example'] });
  try {
    const preflight = (origin: string) =>
      cors.app.inject({
        method: 'OPTIONS',
        url: '/blog',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://admin.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
    expect(allowed.headers['access-control-allow-headers']).toContain('authorization');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  } finally {
    await cors.close();
  }
});

test('X-Forwarded-For is ignored unless a proxy is trusted', async () => {
  const limited = await createTestApp({
    seed: false,
    rateLimits: {
      loginFailures: { max: 10, windowMs: 60_000 },
      signUp: { max: 1, windowMs: 60_000 },
      contact: { max: 10, windowMs: 60_000 },
    },
  });
  try {
    const signUp = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/register',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: 'U', email: `u${i}@example.com`, phone: '0123456789', password: 'orbit kettle plum' },
      });
    expect((await signUp(1)).statusCode).toBe(201);
    expect((await signUp(2)).statusCode).toBe(429);
  } finally {
    await limited.close();
  }
});

test('a real failure answers 500 { message } and is logged, and /healthz stays truthful', async () => {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const broken = await createTestApp({ seed: false, logger: { level: 'error', stream } });
  try {
    await dropTable(broken.env, 'blogs');
    const response = await broken.app.inject('/blog');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: apiMessages.internal });
    expect(logged.join('')).toMatch(/unexpected error.*blogs|blogs.*unexpected error/);
    expect((await broken.app.inject('/healthz')).statusCode).toBe(200);
  } finally {
    await broken.close();
  }
});
