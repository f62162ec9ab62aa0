// Long Insights ranges read whole months and weeks from summaries of closed days and only the edge
// days from the daily rollups (this engine: SQLite, or PostgreSQL with TEST_DATABASE_URL). The report
// over ranges crossing week and month edges must equal the one computed from daily rows alone, and a
// late event for a summarised day must never be hidden by its summary, which the next run rebuilds.

import type { InsightReport } from '@agency/shared/contract/insights';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { insightReport } from '../insights/insight-report';
import { summariseInsights } from '../insights/summarise';
import { planRange } from '../insights/summary-reads';
import { addDays, monthOf, weekOf } from '../insights/summary-periods';
import { dayOf } from '../insights/visitor-hash';
import { writeInsightBatch } from '../insights/write-batch';
import { turnsDuring } from './helpers/event-loop-turns';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const TODAY = dayOf(Date.now());
const DAYS = 130;
const PAGES = 6;
const SOURCES = [
  { referrer: '', channel: 'direct', utm_source: '', utm_medium: '' },
  { referrer: 'google.com', channel: 'search', utm_source: '', utm_medium: '' },
  { referrer: 'news.example', channel: 'email', utm_source: 'letter', utm_medium: 'email' },
];
const DEVICES = ['desktop', 'phone', 'tablet'];
const METRICS: Array<[metric: string, lowest: number]> = [
  ['LCP', 150],
  ['INP', 100],
  ['CLS', 40],
];

let t: TestApp;
let staff: string;
let direct: OpenDatabase;
const summarise = () => summariseInsights(direct.db, direct.engine, 'summaries-test');

const insertInChunks = async <T extends 'insight_daily' | 'insight_vitals'>(table: T, rows: Array<Record<string, unknown>>) => {
  for (let at = 0; at < rows.length; at += 200) {
    await direct.db
      .insertInto(table)
      .values(rows.slice(at, at + 200) as never)
      .execute();
  }
};

/** Rollups of DAYS days up to today whose figures differ by day, page and source. */
const seedRollups = async () => {
  const daily: Array<Record<string, unknown>> = [];
  const vitals: Array<Record<string, unknown>> = [];
  for (let d = 0; d < DAYS; d += 1) {
    const day = addDays(TODAY, -d);
    for (let p = 0; p < PAGES; p += 1) {
      SOURCES.forEach((source, k) => {
        if ((d + p + k) % 4 === 0) return;
        daily.push({
          day,
          path: `/page-${p}`,
          ...source,
          utm_campaign: k === 2 ? `campaign-${Math.floor(d / 20)}` : '',
          device: DEVICES[(k + p + d) % 3],
          views: 1 + ((d * 7 + p * 3 + k) % 9),
          visitors: 1 + ((d + p + k) % 3),
        });
      });
      for (const [metric, lowest] of METRICS) {
        for (let b = 0; b < 3; b += 1) {
          vitals.push({ day, path: `/page-${p}`, metric, bucket: lowest + ((d * 3 + p + b * 5) % 17), count: 1 + ((d * p + b) % 4) });
        }
      }
    }
  }
  await insertInChunks('insight_daily', daily);
  await insertInChunks('insight_vitals', vitals);
};

const viaApi = async (from: string, to: string): Promise<InsightReport> => {
  const reply = await t.app.inject({ url: `/insights/report?from=${from}&to=${to}`, headers: bearer(staff) });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

/** The report as the API answers it, and as computed from daily rows alone. */
const bothWays = async (from: string, to: string) => ({
  summarised: await viaApi(from, to),
  daily: JSON.parse(JSON.stringify(await insightReport(direct.db, from, to, { summaries: false }))) as InsightReport,
});

// A month in the middle of the data, and ranges crossing month and week edges around it.
const MONTH = monthOf(addDays(TODAY, -75));
const RANGES: Array<[from: string, to: string]> = [
  [addDays(MONTH.start, -17), addDays(TODAY, -2)],
  [addDays(TODAY, -89), TODAY],
  [addDays(MONTH.start, 3), addDays(MONTH.end, 9)],
  [addDays(TODAY, -DAYS - 5), addDays(MONTH.end, 1)],
];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  await seedRollups();
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

test('reports over ranges crossing week and month edges are the same from summaries as from daily rows', async () => {
  const {
    result: { built },
    turns,
  } = await turnsDuring(summarise);
  expect(built).toBeGreaterThan(DAYS);
  // Requests are answered between the periods it builds (on SQLite each build runs synchronously).
  expect(turns).toBeGreaterThanOrEqual(built);
  // The first range reads at least a month, a week and some days from summaries.
  const plan = await planRange(direct.db, RANGES[0][0], RANGES[0][1], true);
  expect(plan.cover.months).toContain(MONTH.start);
  expect(plan.cover.weeks.length).toBeGreaterThan(0);
  expect(plan.cover.summarisedDays.length).toBeGreaterThan(0);
  // Today and yesterday are never summarised: they come from the daily rows.
  expect((await planRange(direct.db, RANGES[1][0], RANGES[1][1], true)).cover.days.at(-1)).toEqual([addDays(TODAY, -1), TODAY]);
  for (const [from, to] of RANGES) {
    const { summarised, daily } = await bothWays(from, to);
    expect(summarised.totals.views).toBeGreaterThan(0);
    expect(summarised).toEqual(daily);
  }

  // A wrong summary shows: one page's month counted 1,000 views too many.
  const wrong = (shift: number) =>
    direct.db
      .updateTable('insight_sum_pages')
      .set((eb) => ({ views: eb('views', '+', shift) }))
      .where('kind', '=', 'month')
      .where('start', '=', MONTH.start)
      .where('path', '=', '/page-1')
      .execute();
  await wrong(1000);
  const { summarised, daily } = await bothWays(RANGES[0][0], RANGES[0][1]);
  expect(summarised.topPages).not.toEqual(daily.topPages);
  await wrong(-1000);
});

test('a late event for a summarised day counts at once, and the next run rebuilds its day, week and month', async () => {
  await summarise();
  const lateDay = addDays(MONTH.start, 10);
  const monthViews = async () =>
    Number(
      (
        await direct.db
          .selectFrom('insight_sum_pages')
          .select('views')
          .where('kind', '=', 'month')
          .where('start', '=', MONTH.start)
          .where('path', '=', '/page-2')
          .executeTakeFirstOrThrow()
      ).views,
    );
  const before = await monthViews();
  const receivedAt = Date.parse(`${lateDay}T23:59:00Z`);
  const remotes = { mf_public: '1.0.0' };
  await writeInsightBatch(direct.db, [
    {
      event: { id: 'late-view-0001', type: 'view', path: '/page-2', device: 'phone', remotes },
      receivedAt,
      day: lateDay,
      visitor: 'late-visitor',
      referrerHost: '',
      channel: 'direct',
    },
    { event: { id: 'late-vital-0001', type: 'vital', path: '/page-2', name: 'LCP', value: 60_000, remotes }, receivedAt, day: lateDay },
  ]);

  // Before the job runs, the stale month, week and day are read from daily rows.
  for (const [from, to] of RANGES) {
    const { summarised, daily } = await bothWays(from, to);
    expect(summarised).toEqual(daily);
  }
  const stale = await planRange(direct.db, RANGES[0][0], RANGES[0][1], true);
  expect(stale.cover.months).not.toContain(MONTH.start);
  expect(stale.cover.weeks).not.toContain(weekOf(lateDay).start);

  expect((await summarise()).built).toBe(3);
  expect(await monthViews()).toBe(before + 1);
  const rebuilt = await planRange(direct.db, RANGES[0][0], RANGES[0][1], true);
  expect(rebuilt.cover.months).toContain(MONTH.start);
  for (const [from, to] of RANGES) {
    const { summarised, daily } = await bothWays(from, to);
    expect(summarised).toEqual(daily);
  }
});
