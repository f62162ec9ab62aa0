// The 404 monitor (product §"Redirects"): page 404s counted per path with first and last
// sighting and top referrers, bots left out, Ignore, "Redirect this" marking the path as
// answered, the dashboard's count, and the daily bound a scanner cannot get past.

import { NotFoundMonitor, PENDING_PATHS } from '../redirects/not-found-monitor';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const PATHS_PER_DAY = 5;
let t: TestApp;
let staff: Record<string, string>;
const monitor = new NotFoundMonitor();

beforeAll(async () => {
  t = await createTestApp({ seed: false, notFoundMonitor: monitor, notFound: { pathsPerDay: PATHS_PER_DAY, logBots: false } });
  staff = bearer(await t.staffToken());
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';
const log = async (query = '') => (await t.app.inject({ url: `/redirects/not-found${query}`, headers: staff })).json();

test('each path is counted with its sightings and top referrers; bots are left out', async () => {
  monitor.record('/old-pricing', 'https://partner.example/links', BROWSER);
  monitor.record('/old-pricing', 'https://partner.example/links', BROWSER);
  monitor.record('/old-pricing', undefined, BROWSER);
  monitor.record('/old-pricing', 'https://other.example/', BROWSER);
  monitor.record('/from-a-bot', undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
  const page = await log();
  expect(page.total).toBe(1);
  expect(page.data[0]).toEqual({
    path: '/old-pricing',
    hits: 4,
    firstSeen: expect.any(String),
    lastSeen: expect.any(String),
    referrers: [
      { url: 'https://partner.example/links', hits: 2 },
      { url: 'https://other.example/', hits: 1 },
    ],
    ignored: false,
    redirected: false,
  });
  monitor.record('/old-pricing', 'https://other.example/', BROWSER);
  expect((await log()).data[0]).toMatchObject({ hits: 5, referrers: [{ hits: 2 }, { hits: 2 }] });
  expect((await t.app.inject({ url: '/redirects/not-found/summary', headers: staff })).json()).toEqual({ newThisWeek: 1 });
});

test('"Redirect this" marks the path answered; Ignore moves it to the ignored list', async () => {
  monitor.record('/moved-page', undefined, BROWSER);
  expect(
    (await t.app.inject({ method: 'POST', url: '/redirects', headers: staff, payload: { from: '/moved-page', to: '/about' } })).statusCode,
  ).toBe(201);
  expect((await log('?q=moved')).data[0]).toMatchObject({ path: '/moved-page', redirected: true });
  const ignore = await t.app.inject({
    method: 'PUT',
    url: '/redirects/not-found/ignored',
    headers: staff,
    payload: { path: '/old-pricing', ignored: true },
  });
  expect(ignore.json()).toEqual({ path: '/old-pricing', ignored: true });
  expect((await log()).data.map((entry: { path: string }) => entry.path)).toEqual(['/moved-page']);
  expect((await log('?ignored=1')).data.map((entry: { path: string }) => entry.path)).toEqual(['/old-pricing']);
  expect(
    (await t.app.inject({ method: 'PUT', url: '/redirects/not-found/ignored', headers: staff, payload: { path: '/never', ignored: true } }))
      .statusCode,
  ).toBe(404);
  expect(
    (await t.app.inject({ method: 'PUT', url: '/redirects/not-found/ignored', headers: staff, payload: { path: 3 } })).statusCode,
  ).toBe(400);
});

test('a flood of random 404 paths leaves the log within its daily bound, and known paths still count', async () => {
  for (let i = 0; i < 2_000; i += 1) monitor.record(`/scan-${Math.random().toString(36).slice(2)}`, undefined, BROWSER);
  monitor.record('/moved-page', undefined, BROWSER);
  await log();
  for (let i = 0; i < 2_000; i += 1) monitor.record(`/scan-again-${i}`, undefined, BROWSER);
  const all = [...(await log('?limit=100')).data, ...(await log('?ignored=1')).data];
  expect(all).toHaveLength(PATHS_PER_DAY);
  expect(all.find((entry: { path: string }) => entry.path === '/moved-page').hits).toBe(2);
});

test('between two flushes the monitor holds a bounded number of paths', () => {
  const alone = new NotFoundMonitor();
  for (let i = 0; i < PENDING_PATHS * 2; i += 1) alone.record(`/p${i}`, undefined, BROWSER);
  expect(alone.take().size).toBe(PENDING_PATHS);
});
