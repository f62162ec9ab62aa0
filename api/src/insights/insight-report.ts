// The Insights screen's numbers for a range of days and the range of the same length before it,
// read from the rollups (never the raw events): whole weeks and months from their summaries, the
// edge days from the daily rows (see summary-reads); and the messages' attribution for leads.

import { sql, type Kysely } from 'kysely';
import {
  INSIGHT_REPORT_ROWS,
  vitalRating,
  type Channel,
  type DeviceClass,
  type InsightReport,
  type TrendVital,
} from '@agency/shared/contract/insights';
import type { Database } from '../db/schema';
import { planRange, readDays, readPages, readSources, readTrend, readVitalSamples, readVitals, type RangePlan } from './summary-reads';
import { percentileOf } from './vital-buckets';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAt = (day: string, shift: number) => new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);

/** The range before `from`..`to` with as many days. */
export const previousRange = (from: string, to: string): { from: string; to: string } => {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: dayAt(from, -days), to: dayAt(from, -1) };
};

/** Messages received in the range (ISO timestamps compare as text). */
const leadsInRange = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom('contacts')
    .where('createdAt', '>=', `${from}T00:00:00.000Z`)
    .where('createdAt', '<', `${dayAt(to, 1)}T00:00:00.000Z`);

const countLeads = async (db: Kysely<Database>, from: string, to: string): Promise<number> =>
  Number(
    (
      await leadsInRange(db, from, to)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

const totalsOf = async (db: Kysely<Database>, from: string, to: string, summaries: boolean) => {
  const days = await readDays(db, await planRange(db, from, to, summaries));
  return {
    views: days.reduce((sum, day) => sum + day.views, 0),
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    leads: await countLeads(db, from, to),
  };
};

/** p75 per page and metric, for the entries with the most samples only: their histograms alone are read. */
const vitalsOf = async (db: Kysely<Database>, plan: RangePlan): Promise<InsightReport['vitals']> => {
  const shown = (await readVitalSamples(db, plan))
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.metric.localeCompare(b.metric))
    .slice(0, INSIGHT_REPORT_ROWS * 5);
  const byPage = new Map<string, Array<{ bucket: number; count: number }>>(shown.map((entry) => [`${entry.metric} ${entry.path}`, []]));
  for (const row of await readVitals(db, plan, [...new Set(shown.map((entry) => entry.path))])) {
    byPage.get(`${row.metric} ${row.path}`)?.push({ bucket: row.bucket, count: Number(row.count) });
  }
  return shown.map(({ path, metric, samples }) => {
    const p75 = percentileOf(metric, byPage.get(`${metric} ${path}`)!)!;
    return { path, metric, p75, samples, rating: vitalRating(metric, p75) };
  });
};

/** Site-wide p75 of each trend vital per day, from those metrics' histograms per day. */
const vitalsTrendOf = async (db: Kysely<Database>, plan: RangePlan): Promise<InsightReport['vitalsTrend']> => {
  const rows = await readTrend(db, plan);
  const byDay = new Map<string, { day: string; metric: TrendVital; buckets: Array<{ bucket: number; count: number }> }>();
  for (const row of rows) {
    const dayAndMetric = `${row.day} ${row.metric}`;
    const entry = byDay.get(dayAndMetric) ?? { day: row.day, metric: row.metric as TrendVital, buckets: [] };
    entry.buckets.push({ bucket: row.bucket, count: Number(row.count) });
    byDay.set(dayAndMetric, entry);
  }
  return [...byDay.values()]
    .map(({ day, metric, buckets }) => {
      const p75 = percentileOf(metric, buckets)!;
      return { day, metric, p75, samples: buckets.reduce((sum, b) => sum + b.count, 0), rating: vitalRating(metric, p75) };
    })
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.metric < b.metric ? -1 : 1));
};

/** Leads per channel (a handful), and per landing page and campaign: those with the most, as many as the other lists. */
const leadsOf = async (db: Kysely<Database>, from: string, to: string, visitorsByLanding: Map<string, number>) => {
  const leads = leadsInRange(db, from, to);
  const byLanding = await leads
    .select(['attrLandingPage as landingPage', sql<number>`count(*)`.as('leads')])
    .where('attrLandingPage', 'is not', null)
    .groupBy('attrLandingPage')
    .execute();
  const byChannel = await leads
    .select(['attrChannel as channel', sql<number>`count(*)`.as('leads')])
    .groupBy('attrChannel')
    .execute();
  const byCampaign = await leads
    .select(['attrUtmCampaign as utmCampaign', sql<number>`count(*)`.as('leads')])
    .where('attrUtmCampaign', 'is not', null)
    .where('attrUtmCampaign', '!=', '')
    .groupBy('attrUtmCampaign')
    .execute();
  return {
    leadsByLandingPage: byLanding
      .map((row) => {
        const visitors = visitorsByLanding.get(row.landingPage!) ?? 0;
        const count = Number(row.leads);
        return { landingPage: row.landingPage!, leads: count, visitors, conversion: visitors > 0 ? count / visitors : 0 };
      })
      .sort((a, b) => b.leads - a.leads || a.landingPage.localeCompare(b.landingPage))
      .slice(0, INSIGHT_REPORT_ROWS),
    leadsByChannel: byChannel
      .map((row) => ({ channel: (row.channel ?? 'unknown') as Channel | 'unknown', leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads),
    leadsByCampaign: byCampaign
      .map((row) => ({ utmCampaign: row.utmCampaign!, leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads || a.utmCampaign.localeCompare(b.utmCampaign))
      .slice(0, INSIGHT_REPORT_ROWS),
  };
};

/** Rows summed per key in JS (a handful of groups: channels, devices, referrers, campaigns), biggest first. */
const sumBy = <T extends object>(
  rows: ReadonlyArray<{ views: number; visitors: number }>,
  keyOf: (row: never) => T | null,
  limit = Infinity,
): Array<T & { views: number; visitors: number }> => {
  const groups = new Map<string, T & { views: number; visitors: number }>();
  for (const row of rows) {
    const key = keyOf(row as never);
    if (key === null) continue;
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { ...key, views: 0, visitors: 0 };
    group.views += row.views;
    group.visitors += row.visitors;
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => b.visitors - a.visitors || (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)).slice(0, limit);
};

/** The range's traffic: per day (the totals are their sum), per page (the top pages and each landing page's visitors) and per source. */
const trafficOf = async (db: Kysely<Database>, plan: RangePlan) => {
  const [days, paths, bySource] = await Promise.all([readDays(db, plan), readPages(db, plan), readSources(db, plan)]);
  const top = INSIGHT_REPORT_ROWS;
  type Source = (typeof bySource)[number];
  return {
    totals: days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), { views: 0, visitors: 0 }),
    daily: days,
    // A visitor counts once, on the page of their day's first view: their landing page.
    visitorsByLanding: new Map(paths.map((row) => [row.path, row.visitors])),
    topPages: [...paths].sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1)).slice(0, top),
    referrers: sumBy(bySource, (row: Source) => (row.referrer === '' ? null : { referrer: row.referrer }), top),
    campaigns: sumBy(
      bySource,
      (row: Source) =>
        row.utmCampaign === '' ? null : { utmSource: row.utmSource, utmMedium: row.utmMedium, utmCampaign: row.utmCampaign },
      top,
    ),
    channels: sumBy(bySource, (row: Source) => ({ channel: row.channel as Channel })),
    devices: sumBy(bySource, (row: Source) => ({ device: row.device as DeviceClass })),
  };
};

/** `summaries: false` reads every day from the daily rollups (the reference the summaries must match). */
export const insightReport = async (
  db: Kysely<Database>,
  from: string,
  to: string,
  { summaries = true }: { summaries?: boolean } = {},
): Promise<InsightReport> => {
  const previous = previousRange(from, to);
  const plan = await planRange(db, from, to, summaries);
  const [traffic, leads, before, vitals, vitalsTrend, errors] = await Promise.all([
    trafficOf(db, plan),
    countLeads(db, from, to),
    totalsOf(db, previous.from, previous.to, summaries),
    vitalsOf(db, plan),
    vitalsTrendOf(db, plan),
    db
      .selectFrom('insight_errors')
      .select(['remote', 'version', 'message', 'file', sql<number>`sum(count)`.as('count')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['remote', 'version', 'message', 'file'])
      .orderBy('count', 'desc')
      .limit(INSIGHT_REPORT_ROWS)
      .execute(),
  ]);
  const { visitorsByLanding, totals, ...lists } = traffic;
  return {
    from,
    to,
    previous: { ...previous, ...before },
    totals: { ...totals, leads },
    ...lists,
    vitalsTrend,
    vitals,
    errors: errors.map((row) => ({ ...row, count: Number(row.count) })),
    ...(await leadsOf(db, from, to, visitorsByLanding)),
  };
};
