// The report's Core Web Vitals list holds the page and metric pairs with the most samples (ranked by
// the per-page sample summaries), with p75 read from the histograms of those pages only. With more
// pairs than the list shows, over ranges crossing week and month edges and after a late event, it
// must equal the list computed from every daily histogram row (this engine: SQLite, or PostgreSQL
// with TEST_DATABASE_URL).

import { INSIGHT_REPORT_ROWS, vitalRating, type InsightReport, type VitalName } from '@agency/shared/contract/insights';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { summariseInsights } from '../insights/summarise';
import { addDays, monthOf } from '../insights/summary-periods';
import { percentileOf } from '../insights/vital-buckets';
import { dayOf } from '../insights/visitor-hash';
import { writeInsightBatch, type ReceivedEvent } from '../insights/write-batch';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const TODAY = dayOf(Date.now());
const DAYS = 60;
// 70 pages x 5 metrics: more pairs than the report lists.
const PAGES = 70;
const METRICS: Array<[metric: VitalName, lowest: number]> = [
  ['LCP', 150],
  ['INP', 100],
  ['CLS', 40],
  ['FCP', 130],
  ['TTFB', 90],
];
const SHOWN = INSIGHT_REPORT_ROWS * 5;

let t: TestApp;
let staff: string;
let direct: OpenDatabase;

/** Histograms whose sample counts differ by page, metric and day, so each range ranks the pairs differently. */
const seedVitals = async () => {
  const rows: Array<{ day: string; path: string; metric: string; bucket: number; count: number }> = [];
  for (let d = 0; d < DAYS; d += 1) {
    for (let p = 0; p < PAGES; p += 1) {
      METRICS.forEach(([metric, lowest], m) => {
        if ((d + p + m) % 5 === 0) return;
        for (let b = 0; b < 2; b += 1) {
          const count = 1 + ((d * 3 + p * 7 + m * 11 + b) % 6);
          rows.push({ day: addDays(TODAY, -d), path: `/page-${p}`, metric, bucket: lowest + ((d + p * 2 + b * 9) % 23), count });
        }
      });
    }
  }
  for (let at = 0; at < rows.length; at += 500) {
    await direct.db
      .insertInto('insight_vitals')
      .values(rows.slice(at, at + 500))
      .execute();
  }
};

/** The list as every daily histogram row of the range gives it. */
const expectedVitals = async (from: string, to: string): Promise<InsightReport['vitals']> => {
  const rows = await direct.db
    .selectFrom('insight_vitals')
    .select(['path', 'metric', 'bucket', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const pairs = new Map<string, { path: string; metric: VitalName; buckets: Array<{ bucket: number; count: number }> }>();
  for (const row of rows) {
    const key = `${row.path} ${row.metric}`;
    const pair = pairs.get(key) ?? { path: row.path, metric: row.metric as VitalName, buckets: [] };
    pair.buckets.push({ bucket: Number(row.bucket), count: Number(row.count) });
    pairs.set(key, pair);
  }
  return [...pairs.values()]
    .map(({ path, metric, buckets }) => {
      const p75 = percentileOf(metric, buckets)!;
      return { path, metric, p75, samples: buckets.reduce((sum, b) => sum + b.count, 0), rating: vitalRating(metric, p75) };
    })
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.metric.localeCompare(b.metric))
    .slice(0, SHOWN);
};

const reportedVitals = async (from: string, to: string): Promise<InsightReport['vitals']> => {
  const reply = await t.app.inject({ url: `/insights/report?from=${from}&to=${to}`, headers: bearer(staff) });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as InsightReport).vitals;
};

// A closed month inside the data, whatever today is.
const MONTH = monthOf(addDays(TODAY, -40));
const RANGES: Array<[from: string, to: string]> = [
  [addDays(TODAY, -DAYS + 1), TODAY],
  [addDays(MONTH.start, -3), addDays(MONTH.end, 4)],
  [MONTH.start, MONTH.end],
  [addDays(TODAY, -9), addDays(TODAY, -2)],
];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  await seedVitals();
  await summariseInsights(direct.db, direct.engine, 'vital-ranking-test');
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

test('the vitals list is the pairs with the most samples, as every daily histogram row gives it', async () => {
  for (const [from, to] of RANGES) {
    const expected = await expectedVitals(from, to);
    const [[, lastDay]] = RANGES;
    if (to === lastDay) expect(expected).toHaveLength(SHOWN);
    expect(await reportedVitals(from, to)).toEqual(expected);
  }

  // The ranking comes from the per-page sample summaries: a month's summary counting a page's
  // samples wrong shows in the list.
  const wrong = (shift: number) =>
    direct.db
      .updateTable('insight_sum_page_vitals')
      .set((eb) => ({ ttfb: eb('ttfb', '+', shift) }))
      .where('kind', '=', 'month')
      .where('start', '=', MONTH.start)
      .where('path', '=', '/page-3')
      .execute();
  await wrong(10_000);
  const [top] = await reportedVitals(MONTH.start, MONTH.end);
  expect(top).toMatchObject({ path: '/page-3', metric: 'TTFB' });
  await wrong(-10_000);
  expect(await reportedVitals(MONTH.start, MONTH.end)).toEqual(await expectedVitals(MONTH.start, MONTH.end));
});

test('a late vital for a summarised day moves its page up the list at once, and after the rebuild', async () => {
  const lateDay = addDays(MONTH.end, -2);
  const receivedAt = Date.parse(`${lateDay}T23:59:00Z`);
  const late: ReceivedEvent[] = Array.from({ length: 400 }, (_, n) => ({
    event: { id: `late-inp-${String(n).padStart(4, '0')}`, type: 'vital', path: '/page-69', name: 'INP', value: 900, remotes: {} },
    receivedAt,
    day: lateDay,
  }));
  await writeInsightBatch(direct.db, late);
  for (const [from, to] of RANGES) expect(await reportedVitals(from, to)).toEqual(await expectedVitals(from, to));
  const [top] = await reportedVitals(MONTH.start, MONTH.end);
  expect(top).toMatchObject({ path: '/page-69', metric: 'INP', rating: 'poor' });

  await summariseInsights(direct.db, direct.engine, 'vital-ranking-test');
  for (const [from, to] of RANGES) expect(await reportedVitals(from, to)).toEqual(await expectedVitals(from, to));
});
