// An unfinished POST (issue 17, finding 5): anonymous writes never touch the public reply
// cache (only an authorized staff write does), and a request whose body never ends is
// closed after the request timeout instead of holding a connection for minutes.

import type { AddressInfo } from 'node:net';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { PLUGIN_START_TIMEOUT_MS } from '../http/server-timeouts';
import { startSlowRequest } from './helpers/slow-request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let direct: OpenDatabase;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true, timeouts: { requestTimeout: 1_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  direct = openDatabase(t.env);
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const PLANS = `/${CONTENT_RESOURCES.plan.path}`;
const firstPlanName = async () => ((await t.app.inject(PLANS)).json() as Array<{ _id: string; planName: string }>)[0];

test('an anonymous POST whose body is still arriving leaves the public cache on', async () => {
  if (direct.engine !== 'sqlite') return; // Nothing is kept on PostgreSQL.
  const slow = await startSlowRequest(port, PLANS, JSON.stringify({ planName: 'x'.repeat(2000), price: 5, duration: 'month' }));
  // Let the server take in the headers and the first half of the body.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const first = await firstPlanName();
  await direct.db.updateTable('plans').set({ planName: 'Changed behind the API' }).where('_id', '=', first._id).execute();
  // Still the kept reply: the unfinished, unauthorized POST did not switch the cache off.
  expect((await firstPlanName()).planName).toBe(first.planName);
  const reply = await slow.finish();
  expect(reply).toMatch(/^HTTP\/1\.1 401/);
  await direct.db.updateTable('plans').set({ planName: first.planName }).where('_id', '=', first._id).execute();
});

test('a request whose body never ends is answered 408 and closed after the request timeout', async () => {
  const started = Date.now();
  const slow = await startSlowRequest(port, '/contact', JSON.stringify({ message: 'y'.repeat(2000) }));
  expect(await slow.closed).toMatch(/^HTTP\/1\.1 408/);
  // About 1 s here; the bound is loose for a busy machine, and Node's own deadlines (its checks every 30 s, the
  // headers' 60 s, the request's 300 s) would all still pass it.
  expect(Date.now() - started).toBeLessThan(15_000);
});

test('a plugin may take a minute to start, not Fastify’s 10 s: a busy machine only delays the start', () => {
  expect(t.app.initialConfig.pluginTimeout).toBe(PLUGIN_START_TIMEOUT_MS);
  expect(PLUGIN_START_TIMEOUT_MS).toBe(60_000);
});
