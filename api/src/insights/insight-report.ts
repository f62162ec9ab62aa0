// The Insights screen's numbers for a range of days and the range of the same length before it,
// read from the daily rollups (never the raw events), and the messages' attribution for leads.

import { sql, type Kysely } from 'kysely';
import {
  INSIGHT_REPORT_ROWS,
  vitalRating,
  type Channel,
  type DeviceClass,
  type InsightReport,
  type VitalName,
} from '@agency/shared/contract/insights';
import type { Database } from '../db/schema';
import { percentileOf } from './vital-buckets';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAt = (day: string, shift: number) => new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);

/** The range before `from`..`to` with as many days. */
export const previousRange = (from: string, to: string): { from: string; to: string } => {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: dayAt(from, -days), to: dayAt(from, -1) };
};

const sums = { views: sql<number>`sum(views)`.as('views'), visitors: sql<number>`sum(visitors)`.as('visitors') };
const counted = <T extends { views: unknown; visitors: unknown }>(row: T) => ({
  ...row,
  views: Number(row.views ?? 0),
  visitors: Number(row.visitors ?? 0),
});

const inRange = (db: Kysely<Database>, from: string, to: string) =>
  db.selectFrom('insight_daily').where('day', '>=', from).where('day', '<=', to);

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

const totalsOf = async (db: Kysely<Database>, from: string, to: string) => {
  const row = await inRange(db, from, to).select([sums.views, sums.visitors]).executeTakeFirst();
  return { ...counted(row ?? { views: 0, visitors: 0 }), leads: await countLeads(db, from, to) };
};

const vitalsOf = async (db: Kysely<Database>, from: string, to: string): Promise<InsightReport['vitals']> => {
  const rows = await db
    .selectFrom('insight_vitals')
    .select(['path', 'metric', 'bucket', sql<number>`sum(count)`.as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['path', 'metric', 'bucket'])
    .execute();
  const byPage = new Map<string, Array<{ bucket: number; count: number }>>();
  for (const row of rows) {
    const metricOfPage = `${row.metric} ${row.path}`;
    byPage.set(metricOfPage, [...(byPage.get(metricOfPage) ?? []), { bucket: row.bucket, count: Number(row.count) }]);
  }
  return [...byPage]
    .map(([metricOfPage, buckets]) => {
      const [metric, path] = [
        metricOfPage.slice(0, metricOfPage.indexOf(' ')) as VitalName,
        metricOfPage.slice(metricOfPage.indexOf(' ') + 1),
      ];
      const p75 = percentileOf(metric, buckets)!;
      return { path, metric, p75, samples: buckets.reduce((sum, b) => sum + b.count, 0), rating: vitalRating(metric, p75) };
    })
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.metric.localeCompare(b.metric))
    .slice(0, INSIGHT_REPORT_ROWS * 5);
};

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
      .sort((a, b) => b.leads - a.leads || a.landingPage.localeCompare(b.landingPage)),
    leadsByChannel: byChannel
      .map((row) => ({ channel: (row.channel ?? 'unknown') as Channel | 'unknown', leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads),
    leadsByCampaign: byCampaign
      .map((row) => ({ utmCampaign: row.utmCampaign!, leads: Number(row.leads) }))
      .sort((a, b) => b.leads - a.leads),
  };
};

export const insightReport = async (db: Kysely<Database>, from: string, to: string): Promise<InsightReport> => {
  const range = inRange(db, from, to);
  const top = INSIGHT_REPORT_ROWS;
  const previous = previousRange(from, to);
  const [totals, before, daily, topPages, referrers, campaigns, channels, devices, vitals, errors] = await Promise.all([
    totalsOf(db, from, to),
    totalsOf(db, previous.from, previous.to),
    range.select(['day', sums.views, sums.visitors]).groupBy('day').orderBy('day').execute(),
    range.select(['path', sums.views, sums.visitors]).groupBy('path').orderBy('views', 'desc').orderBy('path').limit(top).execute(),
    range
      .select(['referrer', sums.views, sums.visitors])
      .where('referrer', '!=', '')
      .groupBy('referrer')
      .orderBy('visitors', 'desc')
      .orderBy('referrer')
      .limit(top)
      .execute(),
    range
      .select(['utm_source as utmSource', 'utm_medium as utmMedium', 'utm_campaign as utmCampaign', sums.views, sums.visitors])
      .where('utm_campaign', '!=', '')
      .groupBy(['utm_source', 'utm_medium', 'utm_campaign'])
      .orderBy('visitors', 'desc')
      .limit(top)
      .execute(),
    range.select(['channel', sums.views, sums.visitors]).groupBy('channel').orderBy('visitors', 'desc').execute(),
    range.select(['device', sums.views, sums.visitors]).groupBy('device').orderBy('visitors', 'desc').execute(),
    vitalsOf(db, from, to),
    db
      .selectFrom('insight_errors')
      .select(['remote', 'version', 'message', 'file', sql<number>`sum(count)`.as('count')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['remote', 'version', 'message', 'file'])
      .orderBy('count', 'desc')
      .limit(top)
      .execute(),
  ]);
  // A visitor counts once, on the page of their day's first view: their landing page.
  const landings = await range.select(['path', sums.visitors]).groupBy('path').execute();
  const visitorsByLanding = new Map(landings.map((row) => [row.path, Number(row.visitors)]));
  return {
    from,
    to,
    previous: { ...previous, ...before },
    totals,
    daily: daily.map(counted),
    topPages: topPages.map(counted),
    referrers: referrers.map(counted),
    campaigns: campaigns.map(counted),
    channels: channels.map((row) => ({ ...counted(row), channel: row.channel as Channel })),
    devices: devices.map((row) => ({ ...counted(row), device: row.device as DeviceClass })),
    vitals,
    errors: errors.map((row) => ({ ...row, count: Number(row.count) })),
    ...(await leadsOf(db, from, to, visitorsByLanding)),
  };
};
