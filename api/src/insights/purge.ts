// Raw events go after 30 days (the daily rollups stay). Several instances may run the hourly job; a
// lease row lets one at a time: it takes the lease by one conditional UPDATE, which only one
// instance's statement can win while the lease is live.

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { letOthersRun } from './statements';
import { dayOf } from './visitor-hash';

export const RAW_EVENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Raw events deleted a statement. A busy site's hour of events is millions of rows: one statement deleting
 *  them all held the table's write lock (and, on SQLite, the event loop) for as long. */
export const PURGE_CHUNK_ROWS = 5_000;

/** Deletes the raw events received before `before`, a chunk at a time, letting others run between chunks. */
const deleteEventsBefore = async (db: Kysely<Database>, before: number, chunkRows: number): Promise<number> => {
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('insight_events')
      .where('id', 'in', db.selectFrom('insight_events').select('id').where('received_at', '<', before).limit(chunkRows))
      .executeTakeFirst();
    const chunk = Number(result.numDeletedRows);
    deleted += chunk;
    if (chunk < chunkRows) return deleted;
    await letOthersRun();
  }
};

/** True when `holder` now holds the lease `name` until now + ms. */
export const takeLease = async (db: Kysely<Database>, name: string, holder: string, ms: number, now: number): Promise<boolean> => {
  await db
    .insertInto('insight_leases')
    .values({ name, holder: '', until: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('insight_leases')
    .set({ holder, until: now + ms })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('until', '<=', now), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export interface PurgeResult {
  /** False when another instance held the lease. */
  ran: boolean;
  events: number;
}

/** Deletes raw events older than 30 days, and past days' visitor hashes and secrets. */
export const purgeInsights = async (
  db: Kysely<Database>,
  holder: string,
  now = Date.now(),
  chunkRows = PURGE_CHUNK_ROWS,
): Promise<PurgeResult> => {
  if (!(await takeLease(db, 'purge', holder, 10 * 60 * 1000, now))) return { ran: false, events: 0 };
  const events = await deleteEventsBefore(db, now - RAW_EVENT_DAYS * DAY_MS, chunkRows);
  const today = dayOf(now);
  await db.deleteFrom('insight_visitors').where('day', '<', today).execute();
  await db.deleteFrom('app_meta').where('key', 'like', 'insight_salt:%').where('key', '<', `insight_salt:${today}`).execute();
  return { ran: true, events };
};
