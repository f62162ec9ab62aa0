// One public page's figures for its editor: views, visitors, leads that landed there, and its
// p75 LCP and INP, over the last 30 days, from the daily rollups (never the raw events).

import { sql, type Kysely } from 'kysely';
import { lastDaysRange, PAGE_INSIGHT_DAYS, vitalRating, type PageInsight } from '@agency/shared/contract/insights';
import type { Database } from '../db/schema';
import { percentileOf } from './vital-buckets';

const EDITOR_VITALS = ['LCP', 'INP'] as const;

export const pageInsight = async (db: Kysely<Database>, path: string, now = Date.now()): Promise<PageInsight> => {
  const { from, to } = lastDaysRange(PAGE_INSIGHT_DAYS, now);
  const [counts, leads, buckets] = await Promise.all([
    db
      .selectFrom('insight_daily')
      .select([sql<number>`coalesce(sum(views), 0)`.as('views'), sql<number>`coalesce(sum(visitors), 0)`.as('visitors')])
      .where('path', '=', path)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst(),
    db
      .selectFrom('contacts')
      .select(sql<number>`count(*)`.as('n'))
      .where('attrLandingPage', '=', path)
      .where('createdAt', '>=', `${from}T00:00:00.000Z`)
      .executeTakeFirst(),
    db
      .selectFrom('insight_vitals')
      .select(['metric', 'bucket', sql<number>`sum(count)`.as('count')])
      .where('path', '=', path)
      .where('metric', 'in', [...EDITOR_VITALS])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['metric', 'bucket'])
      .execute(),
  ]);
  const vitals = EDITOR_VITALS.flatMap((metric) => {
    const rows = buckets.filter((row) => row.metric === metric).map((row) => ({ bucket: row.bucket, count: Number(row.count) }));
    const p75 = percentileOf(metric, rows);
    return p75 === null ? [] : [{ metric, p75, samples: rows.reduce((sum, row) => sum + row.count, 0), rating: vitalRating(metric, p75) }];
  });
  return {
    path,
    from,
    to,
    views: Number(counts?.views ?? 0),
    visitors: Number(counts?.visitors ?? 0),
    leads: Number(leads?.n ?? 0),
    vitals,
  };
};
