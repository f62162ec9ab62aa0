// First-party insight on this engine (SQLite, or PostgreSQL with TEST_DATABASE_URL): beacons are
// validated strictly and limited per address, written in batches into daily rollups, visitors are
// counted by the day's hash with no address or user agent stored, bots, staff and opted-out visitors
// are not counted, an event is counted once however often it arrives, and raw events go after 30 days.

import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { INSIGHT_BODY_MAX_BYTES, type InsightReport } from '@agency/shared/contract/insights';
import { apiMessages, insightMessages } from '@agency/shared/contract/messages';
import { buildApp } from '../app';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { purgeInsights } from '../insights/purge';
import { dayOf } from '../insights/visitor-hash';
import { turnsDuring } from './helpers/event-loop-turns';
import {
  bearer,
  createTestApp,
  createTestEnvironment,
  login,
  moreDataDirs,
  TEST_ADMIN,
  testOptions,
  type TestApp,
} from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const REMOTES = { shell: '1.0.0', mf_public: '1.2.3' };
const TODAY = dayOf(Date.now());

let counter = 0;
const id = (prefix = 'ev') => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

const view = (path: string, extra: Record<string, unknown> = {}) => ({
  id: id(),
  type: 'view',
  path,
  device: 'desktop',
  remotes: REMOTES,
  ...extra,
});

const send = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}, address = '203.0.113.10') =>
  app.inject({
    method: 'POST',
    url: '/insights/events',
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, host: 'agency.test', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const report = async (app: FastifyInstance, token: string, query = `from=${TODAY}&to=${TODAY}`): Promise<InsightReport> => {
  const response = await app.inject({ url: `/insights/report?${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('insight ingestion', () => {
  let t: TestApp;
  let staff: string;
  let direct: OpenDatabase;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, rateLimits: { insights: { max: 1000, windowMs: 60_000 } } });
    staff = await t.staffToken();
    direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  });
  afterAll(async () => {
    await direct.db.destroy();
    await t.close();
  });

  test('views, vitals and errors roll up per day, page, referrer, campaign, channel and device', async () => {
    const visit = { referrer: 'https://www.google.com/search?q=agency', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'nov' };
    expect((await send(t.app, { events: [view('/blog', visit)] })).statusCode).toBe(202);
    expect((await send(t.app, { events: [view('/about', visit), view('/contact', visit)] })).statusCode).toBe(202);
    // Another person (another phone) from a search engine.
    expect(
      (
        await send(
          t.app,
          { events: [view('/blog', { referrer: 'https://duckduckgo.com/', device: 'phone' })] },
          { 'user-agent': IPHONE },
          '198.51.100.4',
        )
      ).statusCode,
    ).toBe(202);
    const vitals = [1000, 1200, 1400, 5000].map((value) => ({
      id: id(),
      type: 'vital',
      path: '/blog',
      name: 'LCP',
      value,
      remotes: REMOTES,
    }));
    expect(
      (await send(t.app, { events: [...vitals, { id: id(), type: 'vital', path: '/blog', name: 'CLS', value: 0.3, remotes: REMOTES }] }))
        .statusCode,
    ).toBe(202);
    const error = {
      id: id(),
      type: 'error',
      path: '/blog',
      message: 'TypeError: x is undefined',
      file: '/remotes/mf_public/123.js',
      remote: 'mf_public',
      version: '1.2.3',
    };
    expect((await send(t.app, { events: [error] })).statusCode).toBe(202);

    const numbers = await report(t.app, staff);
    expect(numbers.totals).toMatchObject({ views: 4, visitors: 2 });
    expect(numbers.topPages[0]).toEqual({ path: '/blog', views: 2, visitors: 2 });
    expect(numbers.topPages).toContainEqual({ path: '/about', views: 1, visitors: 0 });
    expect(numbers.referrers).toEqual(
      expect.arrayContaining([
        { referrer: 'google.com', views: 3, visitors: 1 },
        { referrer: 'duckduckgo.com', views: 1, visitors: 1 },
      ]),
    );
    expect(numbers.campaigns).toEqual([{ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'nov', views: 3, visitors: 1 }]);
    expect(numbers.channels).toEqual(
      expect.arrayContaining([
        { channel: 'email', views: 3, visitors: 1 },
        { channel: 'search', views: 1, visitors: 1 },
      ]),
    );
    expect(numbers.devices).toEqual(
      expect.arrayContaining([
        { device: 'desktop', views: 3, visitors: 1 },
        { device: 'phone', views: 1, visitors: 1 },
      ]),
    );
    const lcp = numbers.vitals.find((row) => row.path === '/blog' && row.metric === 'LCP')!;
    expect(lcp).toMatchObject({ samples: 4, rating: 'good' });
    expect(lcp.p75).toBeGreaterThanOrEqual(1400);
    expect(lcp.p75).toBeLessThanOrEqual(1470);
    expect(numbers.vitals.find((row) => row.metric === 'CLS')).toMatchObject({ rating: 'poor' });
    expect(numbers.errors).toEqual([{ remote: 'mf_public', version: '1.2.3', message: error.message, file: error.file, count: 1 }]);
    expect(numbers.daily).toEqual([{ day: TODAY, views: 4, visitors: 2 }]);
    // The day's site-wide p75 of LCP and INP (CLS has no trend); no INP was sent.
    expect(numbers.vitalsTrend).toEqual([{ day: TODAY, metric: 'LCP', p75: lcp.p75, samples: 4, rating: 'good' }]);

    // Nothing stored names the person: no address, no user agent, no full referrer.
    const raw = JSON.stringify(await direct.db.selectFrom('insight_events').selectAll().execute());
    expect(raw).toContain('/blog');
    for (const secret of ['203.0.113.10', '198.51.100.4', 'Chrome/131', 'iPhone', 'q=agency']) expect(raw).not.toContain(secret);
    const views = await direct.db.selectFrom('insight_events').select('data').where('type', '=', 'view').execute();
    expect(views.map((row) => JSON.parse(row.data).remotes)).toEqual(Array(4).fill(REMOTES));
  });

  test('the same event id sent twice is counted once', async () => {
    const before = (await report(t.app, staff)).totals.views;
    const event = view('/services');
    expect((await send(t.app, { events: [event, event] })).statusCode).toBe(202);
    expect((await report(t.app, staff)).totals.views).toBe(before + 1);
    // Resent after it was written (another batch): still once.
    expect((await send(t.app, { events: [event] })).statusCode).toBe(202);
    expect((await report(t.app, staff)).totals.views).toBe(before + 1);
  });

  test('bots, signed-in staff and visitors asking not to be tracked are dropped (204), not counted', async () => {
    const before = (await report(t.app, staff)).totals.views;
    const bodies = [
      send(t.app, { events: [view('/x')] }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      send(t.app, { events: [view('/x')] }, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36' }),
      send(t.app, { events: [view('/x')] }, bearer(staff)),
      send(t.app, { events: [view('/x')] }, { 'sec-gpc': '1' }),
      send(t.app, { events: [view('/x')] }, { dnt: '1' }),
    ];
    for (const response of await Promise.all(bodies)) expect(response.statusCode).toBe(204);
    expect((await report(t.app, staff)).totals.views).toBe(before);
    expect(await direct.db.selectFrom('insight_events').select('id').where('path', '=', '/x').execute()).toEqual([]);
  });

  test.each([
    [
      'oversized',
      JSON.stringify({ events: [view('/a', { utmCampaign: 'x'.repeat(100) })] }).padEnd(INSIGHT_BODY_MAX_BYTES + 1, ' '),
      insightMessages.tooLarge(INSIGHT_BODY_MAX_BYTES),
    ],
    ['not JSON', '{"events": [', insightMessages.notJson],
    ['no events', { events: [] }, insightMessages.notBeacon(20)],
    ['too many events', { events: Array.from({ length: 21 }, () => ({ id: 'x' })) }, insightMessages.notBeacon(20)],
    ['an extra top-level field', { events: [view('/a')], ip: '1.2.3.4' }, insightMessages.notBeacon(20)],
    ['an unknown field', { events: [view('/a', { email: 'a@b.c' })] }, insightMessages.unknownField('events[0]', 'email')],
    ['an unknown type', { events: [{ ...view('/a'), type: 'click' }] }, insightMessages.badType('events[0]')],
    ['a path that is a URL', { events: [view('https://evil.test/a')] }, insightMessages.badField('events[0]', 'path')],
    ['a path with a query string', { events: [view('/a?email=a@b.c')] }, insightMessages.badField('events[0]', 'path')],
    ['a wrong device', { events: [view('/a', { device: 'fridge' })] }, insightMessages.badField('events[0]', 'device')],
    [
      'a number as text',
      { events: [{ id: id(), type: 'vital', path: '/a', name: 'LCP', value: '1200', remotes: REMOTES }] },
      insightMessages.badField('events[0]', 'value'),
    ],
    [
      'an unknown vital',
      { events: [{ id: id(), type: 'vital', path: '/a', name: 'FID', value: 12, remotes: REMOTES }] },
      insightMessages.badField('events[0]', 'name'),
    ],
    ['remotes as a list', { events: [view('/a', { remotes: ['mf_public'] })] }, insightMessages.badField('events[0]', 'remotes')],
    ['a short id', { events: [view('/a', { id: 'abc' })] }, insightMessages.badField('events[0]', 'id')],
    [
      'an error file with a query',
      { events: [{ id: id(), type: 'error', path: '/a', message: 'x', file: '/a.js?token=1', remote: 'shell', version: '1' }] },
      insightMessages.badField('events[0]', 'file'),
    ],
    [
      'a prototype key',
      '{"events":[{"__proto__":{"x":1},"id":"abcdefgh","type":"view"}]}',
      insightMessages.unknownField('events[0]', '__proto__'),
    ],
  ])('%s: 400 with its reason', async (_name, body, message) => {
    const response = await send(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  test('a body past the read limit is 413; JSON content type works too; never a 500', async () => {
    expect((await send(t.app, 'x'.repeat(20_000))).statusCode).toBe(413);
    const json = await send(t.app, { events: [view('/json')] }, { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(202);
    for (const body of [
      'null',
      '[]',
      '"x"',
      '1',
      '{"events":null}',
      '{"events":[null]}',
      '{"events":[[]]}',
      '{"events":[{"type":"view"}]}',
      '',
    ]) {
      expect((await send(t.app, body)).statusCode).toBe(400);
    }
  });

  test('a compressed beacon is not unpacked (the visitor script never compresses one): 400', async () => {
    const packed = await t.app.inject({
      method: 'POST',
      url: '/insights/events',
      remoteAddress: '203.0.113.10',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-encoding': 'gzip', 'user-agent': CHROME, host: 'agency.test' },
      payload: gzipSync(JSON.stringify({ events: [view('/packed')] })),
    });
    expect(packed.statusCode).toBe(400);
    expect(packed.json()).toEqual({ message: insightMessages.notJson });
  });

  test('report ranges are checked, and the CSV carries the numbers', async () => {
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      'from=2026-02-01&to=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
      'from=x&to=y',
      'from=2026-01-01',
    ]) {
      const response = await t.app.inject({ url: `/insights/report?${query}`, headers: bearer(staff) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: insightMessages.badRange });
    }
    const csv = await t.app.inject({ url: `/insights/export.csv?from=${TODAY}&to=${TODAY}`, headers: bearer(staff) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('page,/blog,,2,2');
    expect(csv.body).toContain('campaign,nov,newsletter / email');
  });

  test('raw events older than 30 days are purged, the rollups stay; one instance purges at a time', async () => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await direct.db
      .insertInto('insight_events')
      .values({ id: 'old-event-1', type: 'view', day: dayOf(old), received_at: old, path: '/old', data: '{}' })
      .execute();
    const viewsBefore = (await report(t.app, staff)).totals.views;
    const [a, b] = await Promise.all([purgeInsights(direct.db, 'instance-a'), purgeInsights(direct.db, 'instance-b')]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(a.events + b.events).toBe(1);
    expect(await direct.db.selectFrom('insight_events').select('id').where('id', '=', 'old-event-1').execute()).toEqual([]);
    expect((await direct.db.selectFrom('insight_events').select('id').execute()).length).toBeGreaterThan(0);
    expect((await report(t.app, staff)).totals.views).toBe(viewsBefore);
    // The lease holder may run again; the other waits until the lease ends.
    expect((await purgeInsights(direct.db, a.ran ? 'instance-a' : 'instance-b')).ran).toBe(true);
    expect((await purgeInsights(direct.db, a.ran ? 'instance-b' : 'instance-a')).ran).toBe(false);
    expect((await purgeInsights(direct.db, 'instance-c', Date.now() + 11 * 60 * 1000)).ran).toBe(true);
  });

  test('the purge deletes in chunks, letting other work run between them', async () => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    const rows = Array.from({ length: 25 }, (_, n) => ({
      id: `chunked-old-${n}`,
      type: 'view',
      day: dayOf(old),
      received_at: old,
      path: '/old',
      data: '{}',
    }));
    await direct.db.insertInto('insight_events').values(rows).execute();
    const freshBefore = (await direct.db.selectFrom('insight_events').select('id').execute()).length - rows.length;
    // Past the lease the test before took: chunks of 10 rows, so 25 old events take three statements.
    const { result: purged, turns } = await turnsDuring(() => purgeInsights(direct.db, 'instance-chunks', Date.now() + 21 * 60 * 1000, 10));
    expect(purged).toEqual({ ran: true, events: 25 });
    expect(turns).toBeGreaterThanOrEqual(2);
    expect((await direct.db.selectFrom('insight_events').select('id').execute()).length).toBe(freshBefore);
  });
});

test('beacons are limited per address (429)', async () => {
  const t = await createTestApp({ seed: false, rateLimits: { insights: { max: 2, windowMs: 60_000 } } });
  try {
    expect((await send(t.app, { events: [view('/a')] })).statusCode).toBe(202);
    expect((await send(t.app, { events: [view('/a')] })).statusCode).toBe(202);
    const limited = await send(t.app, { events: [view('/a')] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: apiMessages.rateLimited });
    expect((await send(t.app, { events: [view('/a')] }, {}, '198.51.100.99')).statusCode).toBe(202);
  } finally {
    await t.close();
  }
});

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('two instances on one PostgreSQL', () => {
  test('an event both receive is counted once, and a visitor seen by both is one visitor', async () => {
    const env = await createTestEnvironment();
    const dataDirs = await moreDataDirs(2);
    const [a, b] = await Promise.all(
      dataDirs.dirs.map(async (dataDir) => {
        const app = await buildApp(testOptions(env, { seed: false, dataDir }));
        await app.ready();
        return app;
      }),
    );
    try {
      const { token } = await login(a, TEST_ADMIN.email, TEST_ADMIN.password);
      const shared = Array.from({ length: 30 }, (_, index) => view(`/page-${index % 3}`));
      await Promise.all([
        send(a, { events: shared.slice(0, 20) }),
        send(b, { events: shared.slice(0, 20) }),
        send(a, { events: shared.slice(20) }),
        send(b, { events: shared.slice(10) }),
      ]);
      await Promise.all([report(a, token), report(b, token)]);
      const numbers = await report(b, token);
      expect(numbers.totals).toMatchObject({ views: 30, visitors: 1 });
    } finally {
      await Promise.all([a.close(), b.close()]);
      await env.dispose();
      await dataDirs.remove();
    }
  });
});
