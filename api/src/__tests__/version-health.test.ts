// Health per remote version on this engine (SQLite, or PostgreSQL with TEST_DATABASE_URL): the beacons'
// views, errors and vitals are summed per remote version by the hour, and GET /insights/versions gives
// each remote's live version and canary side by side over the canary's hours, to staff only.

import type { FastifyInstance } from 'fastify';
import type { VersionHealthReply, WatchedRelease } from '@agency/shared/contract/insights';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let counter = 0;
const id = () => `vh-${Date.now().toString(36)}-${(counter += 1)}`;

const send = async (app: FastifyInstance, events: unknown[]) => {
  const response = await app.inject({
    method: 'POST',
    url: '/insights/events',
    remoteAddress: '203.0.113.20',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, host: 'agency.test' },
    payload: JSON.stringify({ events }),
  });
  expect(response.statusCode).toBe(202);
};

const views = (count: number, version: string) =>
  Array.from({ length: count }, () => ({
    id: id(),
    type: 'view',
    path: '/',
    device: 'desktop',
    remotes: { mf_public: version, shell: 's1' },
  }));
const vitals = (name: string, values: number[], version: string) =>
  values.map((value) => ({ id: id(), type: 'vital', path: '/', name, value, remotes: { mf_public: version } }));
const errors = (count: number, version: string) =>
  Array.from({ length: count }, () => ({ id: id(), type: 'error', path: '/', message: 'Boom', remote: 'mf_public', version }));

describe('health per remote version', () => {
  let t: TestApp;
  let staff: string;
  const watched: WatchedRelease[] = [
    {
      remote: 'mf_public',
      live: 'live1',
      canary: { version: 'canary1', percent: 20, startedAt: new Date().toISOString() },
      lastAborted: { version: 'old9', reason: 'errors', at: '2026-01-01T00:00:00.000Z' },
    },
    { remote: 'mf_admin_people', live: 'p1' },
  ];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, rateLimits: { insights: { max: 1000, windowMs: 60_000 } }, watchedReleases: () => watched });
    staff = await t.staffToken();
  });
  afterAll(() => t.close());

  test('gives the live version and the canary side by side: views, errors per 1,000 views, p75 INP and LCP', async () => {
    await send(t.app, [...views(10, 'live1'), ...views(4, 'canary1')]);
    await send(t.app, [...errors(1, 'live1'), ...errors(2, 'canary1')]);
    await send(t.app, [...vitals('INP', [100, 120, 140, 900], 'live1'), ...vitals('LCP', [2000, 2000, 2000, 2000], 'canary1')]);
    // Another remote's error and a CLS are not the canary's.
    await send(t.app, [
      { id: id(), type: 'error', path: '/', message: 'Other', remote: 'mf_admin_people', version: 'canary1' },
      { id: id(), type: 'vital', path: '/', name: 'CLS', value: 0.5, remotes: { mf_public: 'canary1' } },
    ]);

    const response = await t.app.inject({ url: '/insights/versions', headers: bearer(staff) });
    expect(response.statusCode).toBe(200);
    const [publicRemote, people] = (response.json() as VersionHealthReply).remotes;
    expect(publicRemote).toMatchObject({
      remote: 'mf_public',
      live: { version: 'live1', views: 10, errors: 1, errorsPerThousand: 100, lcpP75: null },
      canary: { version: 'canary1', views: 4, errors: 2, errorsPerThousand: 500, inpP75: null, percent: 20 },
      lastAborted: watched[0].lastAborted,
    });
    // Histogram buckets: within 5 % above the true value.
    expect(publicRemote.live.inpP75).toBeGreaterThanOrEqual(140);
    expect(publicRemote.live.inpP75).toBeLessThanOrEqual(147);
    expect(publicRemote.canary!.lcpP75).toBeGreaterThanOrEqual(2000);
    expect(publicRemote.canary!.lcpP75).toBeLessThanOrEqual(2100);
    expect(Date.parse(publicRemote.since)).toBeLessThanOrEqual(Date.parse(watched[0].canary!.startedAt));
    // Without a canary: the live version over the last day, with no views yet.
    expect(people).toEqual({
      remote: 'mf_admin_people',
      since: expect.any(String),
      live: { version: 'p1', views: 0, errors: 0, errorsPerThousand: null, inpP75: null, lcpP75: null },
    });
  });

  test('a resent beacon counts once', async () => {
    const before = ((await t.app.inject({ url: '/insights/versions', headers: bearer(staff) })).json() as VersionHealthReply).remotes[0];
    const again = views(1, 'canary1');
    await send(t.app, again);
    await send(t.app, again);
    const after = ((await t.app.inject({ url: '/insights/versions', headers: bearer(staff) })).json() as VersionHealthReply).remotes[0];
    expect(after.canary!.views).toBe(before.canary!.views + 1);
  });

  test('refuses visitors and members without the permission', async () => {
    expect((await t.app.inject({ url: '/insights/versions' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/insights/versions', headers: bearer(await t.memberToken()) })).statusCode).toBe(403);
  });
});

test('the API alone (no site server) knows no releases', async () => {
  const t = await createTestApp({ seed: false });
  try {
    const response = await t.app.inject({ url: '/insights/versions', headers: bearer(await t.staffToken()) });
    expect(response.json()).toEqual({ remotes: [] });
  } finally {
    await t.close();
  }
});
