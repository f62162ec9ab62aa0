// Health of each remote's live version and canary over the same hours, summed from the hourly rollups
// per version (version-rollups.ts): from the hour the canary started, or over the last day without one.

import { sql, type Kysely } from 'kysely';
import type { RemoteVersionHealth, VersionHealth, WatchedRelease } from '@agency/shared/contract/insights';
import type { Database } from '../db/schema';
import { hourOf, HOUR_MS } from './version-rollups';
import { percentileOf } from './vital-buckets';

const WITHOUT_CANARY_HOURS = 24;

const healthOf = async (db: Kysely<Database>, remote: string, version: string, fromHour: number): Promise<VersionHealth> => {
  const counts = await db
    .selectFrom('insight_version_counts')
    .select([sql<number>`sum(views)`.as('views'), sql<number>`sum(errors)`.as('errors')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('hour', '>=', fromHour)
    .executeTakeFirst();
  const buckets = await db
    .selectFrom('insight_version_vitals')
    .select(['metric', 'bucket', sql<number>`sum(count)`.as('count')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('hour', '>=', fromHour)
    .groupBy(['metric', 'bucket'])
    .execute();
  const views = Number(counts?.views ?? 0);
  const errors = Number(counts?.errors ?? 0);
  const p75 = (metric: string) =>
    percentileOf(
      metric,
      buckets.filter((row) => row.metric === metric).map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) })),
    );
  return {
    version,
    views,
    errors,
    errorsPerThousand: views === 0 ? null : Math.round((errors / views) * 10_000) / 10,
    inpP75: p75('INP'),
    lcpP75: p75('LCP'),
  };
};

export const readVersionHealth = async (
  db: Kysely<Database>,
  watched: readonly WatchedRelease[],
  now = Date.now(),
): Promise<RemoteVersionHealth[]> =>
  Promise.all(
    watched.map(async ({ remote, live, canary, lastAborted }) => {
      const fromHour = canary ? hourOf(Date.parse(canary.startedAt)) : hourOf(now) - (WITHOUT_CANARY_HOURS - 1) * HOUR_MS;
      return {
        remote,
        since: new Date(fromHour).toISOString(),
        live: await healthOf(db, remote, live, fromHour),
        ...(canary
          ? { canary: { ...(await healthOf(db, remote, canary.version, fromHour)), percent: canary.percent, startedAt: canary.startedAt } }
          : {}),
        ...(lastAborted ? { lastAborted } : {}),
      };
    }),
  );
