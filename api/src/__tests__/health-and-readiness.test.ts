// GET /healthz says the process answers, whatever its dependencies do (a database
// outage must not get every instance restarted); GET /readyz checks the database
// and the media store and answers 503 naming the one that failed.

import { startS3Emulator } from './helpers/s3-emulator';
import { startTcpProxy } from './helpers/tcp-proxy';
import { createTestApp, createTestEnvironment, startApp } from './helpers/test-app';

test('both answer 200 when everything is reachable, and readiness is never cached', async () => {
  const t = await createTestApp({ seed: false });
  try {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', media: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  } finally {
    await t.close();
  }
});

// SQLite lives in the process: only a database over the network can become unreachable.
(process.env.TEST_DATABASE_URL ? test : test.skip)(
  'without its database the process is alive but not ready: 503 names the database (PostgreSQL only)',
  async () => {
    const env = await createTestEnvironment();
    const url = new URL(env.databaseUrl!);
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const app = await startApp(env, { seed: false, databaseUrl: url.toString() });
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await proxy.cut();
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', media: 'ok' }, failed: ['database'] });
    } finally {
      await app.close().catch(() => undefined);
      await env.dispose();
    }
  },
);

test('when the bucket stops answering, 503 names the media store', async () => {
  const bucket = await startS3Emulator();
  const t = await createTestApp({ seed: false, media: { s3: bucket.settings, orphanGraceMs: 0 } });
  try {
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    await bucket.close();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', media: 'failed' }, failed: ['media'] });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});
