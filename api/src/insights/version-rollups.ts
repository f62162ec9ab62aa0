// The hourly rollups per remote version (migration 100) of the events a batch stored: a view counts for
// each remote version that rendered the page, an error for the version whose file threw, and a page's
// INP and LCP for each of its remote versions. Written in the batch's transaction, rows in key order.

import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { inKeyOrder, inStatements } from './statements';
import { bucketOf } from './vital-buckets';
import type { ReceivedEvent } from './write-batch';

export const HOUR_MS = 60 * 60 * 1000;
/** The vitals a canary is judged by. */
export const VERSION_VITALS = ['INP', 'LCP'] as const;

export const hourOf = (epochMs: number): number => Math.floor(epochMs / HOUR_MS) * HOUR_MS;

export const upsertVersionRollups = async (trx: Transaction<Database>, events: readonly ReceivedEvent[]): Promise<void> => {
  const counts = new Map<string, { hour: number; remote: string; version: string; views: number; errors: number }>();
  const vitals = new Map<string, { hour: number; remote: string; version: string; metric: string; bucket: number; count: number }>();
  const count = (hour: number, remote: string, version: string, views: number, errors: number) => {
    const key = JSON.stringify([remote, version, hour]);
    const row = counts.get(key) ?? { hour, remote, version, views: 0, errors: 0 };
    row.views += views;
    row.errors += errors;
    counts.set(key, row);
  };
  for (const { event, receivedAt } of events) {
    const hour = hourOf(receivedAt);
    if (event.type === 'view') for (const [remote, version] of Object.entries(event.remotes)) count(hour, remote, version, 1, 0);
    else if (event.type === 'error') count(hour, event.remote, event.version, 0, 1);
    else if ((VERSION_VITALS as readonly string[]).includes(event.name)) {
      const bucket = bucketOf(event.name, event.value);
      for (const [remote, version] of Object.entries(event.remotes)) {
        const key = JSON.stringify([remote, version, event.name, hour, bucket]);
        const row = vitals.get(key) ?? { hour, remote, version, metric: event.name, bucket, count: 0 };
        row.count += 1;
        vitals.set(key, row);
      }
    }
  }
  for await (const countRows of inStatements(inKeyOrder(counts))) {
    await trx
      .insertInto('insight_version_counts')
      .values(countRows)
      .onConflict((conflict) =>
        conflict.columns(['remote', 'version', 'hour']).doUpdateSet((eb) => ({
          views: eb('insight_version_counts.views', '+', eb.ref('excluded.views')),
          errors: eb('insight_version_counts.errors', '+', eb.ref('excluded.errors')),
        })),
      )
      .execute();
  }
  for await (const vitalRows of inStatements(inKeyOrder(vitals))) {
    await trx
      .insertInto('insight_version_vitals')
      .values(vitalRows)
      .onConflict((conflict) =>
        conflict
          .columns(['remote', 'version', 'metric', 'hour', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('insight_version_vitals.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
};
