// The report's reads over a range: whole months and weeks from their summaries where current, the
// edge days from their day's summary or (today, yesterday, stale days, and vitals per page) the daily
// rollups, merged here (a few thousand rows at most), so a year reads about as many rows as a week did. With summaries off, everything comes from the daily rollups: the
// reference the summaries are tested against.

import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { TREND_VITALS } from '@agency/shared/contract/insights';
import type { Database } from '../db/schema';
import { samplesOf, samplesPerMetric, summedSamples, type VitalSamples } from './vital-samples';
import { addDays, coverRange, periodKey, splitDays, type DaySpan, type Period, type RangeCover } from './summary-periods';

export interface RangePlan {
  cover: RangeCover;
  /** Each day of the range: from its own summary (`summarised`) or the daily rollups. */
  days: { summarised: DaySpan[]; daily: DaySpan[] };
}

/** Which summaries `from`..`to` can read: those built and not made stale by a late event since. */
export const planRange = async (db: Kysely<Database>, from: string, to: string, summaries: boolean): Promise<RangePlan> => {
  const current = new Set<string>();
  if (summaries) {
    const rows = await db
      .selectFrom('insight_summary_periods')
      .select(['kind', 'start', 'changes', 'built'])
      .where('start', '>=', addDays(from, -31))
      .where('start', '<=', to)
      .execute();
    for (const row of rows) if (row.built !== null && Number(row.built) === Number(row.changes)) current.add(periodKey(row));
  }
  const isCurrent = (period: Period) => current.has(periodKey(period));
  return { cover: coverRange(from, to, isCurrent), days: splitDays(from, to, isCurrent) };
};

// The filters serve several tables, each with these columns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = ExpressionBuilder<any, any>;

const inSpans = (column: string, spans: DaySpan[]) => (eb: AnyTable) =>
  eb.or(spans.map(([first, last]) => eb.and([eb(column, '>=', first), eb(column, '<=', last)])));

const inPeriods =
  ({ months, weeks, summarisedDays }: RangeCover) =>
  (eb: AnyTable) =>
    eb.or([
      ...(months.length > 0 ? [eb.and([eb('kind', '=', 'month'), eb('start', 'in', months)])] : []),
      ...(weeks.length > 0 ? [eb.and([eb('kind', '=', 'week'), eb('start', 'in', weeks)])] : []),
      // One term per span: a range nested in an OR under `kind` made SQLite scan every day's summary.
      ...summarisedDays.map(([first, last]) => eb.and([eb('kind', '=', 'day'), eb('start', '>=', first), eb('start', '<=', last)])),
    ]);

const hasPeriods = ({ months, weeks, summarisedDays }: RangeCover) => months.length + weeks.length + summarisedDays.length > 0;

/** Rows with equal `keys` added up (their number fields in `sums`). */
const merged = <T extends Record<string, unknown>>(rows: T[], keys: ReadonlyArray<keyof T>, sums: ReadonlyArray<keyof T>): T[] => {
  const groups = new Map<string, T>();
  for (const row of rows) {
    const id = keys.map((key) => String(row[key])).join('\u0000');
    const group = groups.get(id);
    if (!group) groups.set(id, { ...row, ...Object.fromEntries(sums.map((key) => [key, Number(row[key] ?? 0)])) });
    else for (const key of sums) (group as Record<keyof T, number>)[key] += Number(row[key] ?? 0);
  }
  return [...groups.values()];
};

const views = sql<number>`sum(views)`.as('views');
// Daily rows grouped by an expression of the path: grouped by the column, SQLite walked the (path, day)
// index through every page for the few days asked (5 times slower than reading those days and sorting).
const dailyPathKey = sql<string>`path || ''`;
const dailyPath = dailyPathKey.as('path');
const visitors = sql<number>`sum(visitors)`.as('visitors');
const count = sql<number>`sum(count)`.as('count');

export const readPages = async (db: Kysely<Database>, { cover }: RangePlan) => {
  const [summed, daily] = await Promise.all([
    hasPeriods(cover)
      ? db.selectFrom('insight_sum_pages').select(['path', views, visitors]).where(inPeriods(cover)).groupBy('path').execute()
      : [],
    cover.days.length > 0
      ? db
          .selectFrom('insight_daily')
          .select([dailyPath, views, visitors])
          .where(inSpans('day', cover.days))
          .groupBy(dailyPathKey)
          .execute()
      : [],
  ]);
  return merged([...summed, ...daily], ['path'], ['views', 'visitors']);
};

const SOURCES = [
  'referrer',
  'channel',
  'utm_source as utmSource',
  'utm_medium as utmMedium',
  'utm_campaign as utmCampaign',
  'device',
] as const;
const SOURCE_GROUP = ['referrer', 'channel', 'utm_source', 'utm_medium', 'utm_campaign', 'device'] as const;
const SOURCE_KEYS = ['referrer', 'channel', 'utmSource', 'utmMedium', 'utmCampaign', 'device'] as const;

export const readSources = async (db: Kysely<Database>, { cover }: RangePlan) => {
  const [summed, daily] = await Promise.all([
    hasPeriods(cover)
      ? db
          .selectFrom('insight_sum_sources')
          .select([...SOURCES, views, visitors])
          .where(inPeriods(cover))
          .groupBy([...SOURCE_GROUP])
          .execute()
      : [],
    cover.days.length > 0
      ? db
          .selectFrom('insight_daily')
          .select([...SOURCES, views, visitors])
          .where(inSpans('day', cover.days))
          .groupBy([...SOURCE_GROUP])
          .execute()
      : [],
  ]);
  return merged([...summed, ...daily], SOURCE_KEYS, ['views', 'visitors']);
};

/** Views and visitors per day, in day order. */
export const readDays = async (db: Kysely<Database>, { days }: RangePlan) => {
  const [summed, daily] = await Promise.all([
    days.summarised.length > 0
      ? db
          .selectFrom('insight_sum_sources')
          .select(['start as day', views, visitors])
          .where('kind', '=', 'day')
          .where(inSpans('start', days.summarised))
          .groupBy('start')
          .execute()
      : [],
    days.daily.length > 0
      ? db.selectFrom('insight_daily').select(['day', views, visitors]).where(inSpans('day', days.daily)).groupBy('day').execute()
      : [],
  ]);
  return merged([...summed, ...daily], ['day'], ['views', 'visitors']).sort((a, b) => (a.day < b.day ? -1 : 1));
};

/** Samples per page and metric over the range: the ranking that picks the pages whose histograms are read. */
export const readVitalSamples = async (db: Kysely<Database>, { cover }: RangePlan): Promise<VitalSamples[]> => {
  const [summed, daily] = await Promise.all([
    hasPeriods(cover)
      ? db
          .selectFrom('insight_sum_page_vitals')
          .select(['path', ...summedSamples])
          .where(inPeriods(cover))
          .groupBy('path')
          .execute()
      : [],
    cover.days.length > 0
      ? db
          .selectFrom('insight_vitals')
          .select([dailyPath, ...samplesPerMetric])
          .where(inSpans('day', cover.days))
          .groupBy(dailyPathKey)
          .execute()
      : [],
  ]);
  return samplesOf([...summed, ...daily]);
};

/** The vitals histograms of `paths` over the range (per page, days have no summary of their own: the daily rows are it). */
export const readVitals = async (db: Kysely<Database>, { cover }: RangePlan, paths: readonly string[]) => {
  if (paths.length === 0) return [];
  const periods = { ...cover, summarisedDays: [] };
  const days = [...cover.summarisedDays, ...cover.days];
  const [summed, daily] = await Promise.all([
    hasPeriods(periods)
      ? db
          .selectFrom('insight_sum_vitals')
          .select(['path', 'metric', 'bucket', count])
          .where(inPeriods(periods))
          .where('path', 'in', paths)
          .groupBy(['path', 'metric', 'bucket'])
          .execute()
      : [],
    days.length > 0
      ? db
          .selectFrom('insight_vitals')
          .select(['path', 'metric', 'bucket', count])
          .where(inSpans('day', days))
          .where('path', 'in', paths)
          .groupBy(['path', 'metric', 'bucket'])
          .execute()
      : [],
  ]);
  return merged([...summed, ...daily], ['path', 'metric', 'bucket'], ['count']);
};

/** The site's histograms of the trend vitals per day. */
export const readTrend = async (db: Kysely<Database>, { days }: RangePlan) => {
  const [summed, daily] = await Promise.all([
    days.summarised.length > 0
      ? db
          .selectFrom('insight_sum_site_vitals')
          .select(['day', 'metric', 'bucket', 'count'])
          .where('metric', 'in', [...TREND_VITALS])
          .where(inSpans('day', days.summarised))
          .execute()
      : [],
    days.daily.length > 0
      ? db
          .selectFrom('insight_vitals')
          .select(['day', 'metric', 'bucket', count])
          .where('metric', 'in', [...TREND_VITALS])
          .where(inSpans('day', days.daily))
          .groupBy(['day', 'metric', 'bucket'])
          .execute()
      : [],
  ]);
  return merged([...summed, ...daily], ['day', 'metric', 'bucket'], ['count']);
};
