// METRICS=1: Prometheus figures per route (counts and latency), the database pool and
// the outbox depth, served on a listener of their own (never under the API's routes),
// behind METRICS_TOKEN when one is set. Off by default.

import { createApiMetrics } from '../metrics/api-metrics';
import { serveMetrics, type MetricsServer } from '../metrics/metrics-server';
import { loadApiOptions, loadMetricsServerOptions } from '../config';
import { solvedCaptcha } from './helpers/altcha';
import { createTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'scrape-token-0123456789';

let t: TestApp;
let server: MetricsServer;
const metrics = createApiMetrics();
beforeAll(async () => {
  t = await createTestApp({ seed: false, metrics });
  server = await serveMetrics(metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  fetch(`http://127.0.0.1:${server.port}/metrics`, { headers });

test('off unless METRICS is on; served on 127.0.0.1:9464 unless told otherwise', () => {
  expect(loadApiOptions({ DATA_DIR: '/tmp/x' }).metrics).toBeUndefined();
  expect(loadApiOptions({ DATA_DIR: '/tmp/x', METRICS: '1' }).metrics).toBeDefined();
  expect(loadMetricsServerOptions({})).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
  expect(loadMetricsServerOptions({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'x' })).toEqual({
    port: 9100,
    host: '0.0.0.0',
    token: 'x',
  });
});

test('requests are counted and timed by route pattern, not by URL', async () => {
  for (let i = 0; i < 3; i += 1) expect((await t.app.inject('/blog')).statusCode).toBe(200);
  expect((await t.app.inject('/blog/000000000000000000000000')).statusCode).toBe(404);
  const text = await (await scrape()).text();
  expect(text).toContain('http_requests_total{method="GET",route="/blog",status_code="200"} 3');
  expect(text).toContain('http_requests_total{method="GET",route="/blog/:id",status_code="404"} 1');
  expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/blog"} 3');
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/blog"\} \d/);
  expect(text).not.toContain('000000000000000000000000');
});

test('the outbox depth and (on PostgreSQL) the pool are read at each scrape', async () => {
  const { payload } = await solvedCaptcha(t.app);
  const message = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '0123456789',
    subject: 'Seo Audit',
    message: 'Hello',
    captcha: payload,
  };
  expect((await t.app.inject({ method: 'POST', url: '/contact', payload: message })).statusCode).toBe(201);
  const text = await (await scrape()).text();
  expect(text).toContain('notification_outbox_depth{status="pending"} 1');
  expect(text).toContain('notification_outbox_depth{status="failed"} 0');
  if (t.env.databaseUrl) expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  else expect(text).not.toMatch(/db_pool_connections\{/);
});

test('a scrape without the token is refused, and the API itself has no /metrics', async () => {
  expect((await scrape({})).status).toBe(401);
  expect((await scrape({ authorization: 'Bearer wrong-token-of-same-size' })).status).toBe(401);
  expect((await fetch(`http://127.0.0.1:${server.port}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  expect((await t.app.inject('/metrics')).statusCode).toBe(404);
});
