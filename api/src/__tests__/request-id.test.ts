// Every request has one id in every log line of it: the `x-request-id` a load
// balancer or the site's page sent (when it looks like an id), else a new one; the
// reply carries it back.

import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from './helpers/test-app';

const lines: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await createTestApp({ seed: false, logger: { level: 'info', stream } });
});
afterAll(() => t.close());

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

test('an incoming x-request-id is logged on every line of its request and echoed', async () => {
  const id = 'page-7f3c2a91-4d5e';
  const response = await t.app.inject({ url: '/blog/not-a-real-slug', headers: { 'x-request-id': id } });
  expect(response.statusCode).toBe(404);
  expect(response.headers['x-request-id']).toBe(id);
  const logged = linesOf(id);
  // Fastify's own lines (received, completed) and ours (the refusal) all carry it.
  expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  expect(logged.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
});

test.each([
  ['spaces and a line break', 'bad id\n{"level":60}'],
  ['too short', 'abc'],
  ['too long', 'x'.repeat(200)],
])('an id with %s is replaced by a new one', async (_label, header) => {
  const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': header } });
  const given = response.headers['x-request-id'] as string;
  expect(given).not.toBe(header);
  expect(given).toMatch(/^[0-9a-f-]{36}$/);
  expect(linesOf(given).length).toBeGreaterThan(0);
});

test('without one, each request gets its own', async () => {
  const [first, second] = await Promise.all([t.app.inject('/healthz'), t.app.inject('/healthz')]);
  expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});
