// Writes a batch of received events in one transaction (its commit not waiting for the disk, see
// unsynced-transaction): the raw rows first, keyed by the client's
// event id (ON CONFLICT DO NOTHING ... RETURNING), and then the rollups of only the rows this batch
// inserted. An event two instances both received, or a beacon sent twice, is counted once.

import type { Kysely, Transaction } from 'kysely';
import type { Channel, InsightEvent } from '@agency/shared/contract/insights';
import type { Database } from '../db/schema';
import { bucketOf } from './vital-buckets';
import { upsertVersionRollups } from './version-rollups';
import { markLateDays } from './summarise';
import { dayOf } from './visitor-hash';
import { inKeyOrder, inStatements } from './statements';
import { unsyncedTransaction } from './unsynced-transaction';

export interface ReceivedEvent {
  event: InsightEvent;
  /** Epoch ms and its UTC day. */
  receivedAt: number;
  day: string;
  /** Views: the day's visitor hash, the referrer's host and the visit's channel. */
  visitor?: string;
  referrerHost?: string;
  channel?: Channel;
}

/** The fields a raw row keeps besides id, type and path (the referrer as its host only). */
const dataOf = ({ event, referrerHost, channel }: ReceivedEvent): string => {
  const { id: _id, type: _type, path: _path, ...rest } = event;
  if (event.type !== 'view') return JSON.stringify(rest);
  return JSON.stringify({ ...rest, referrer: referrerHost ?? '', channel });
};

const insertRaw = async (trx: Transaction<Database>, batch: readonly ReceivedEvent[]): Promise<Set<string>> => {
  const fresh = new Set<string>();
  for await (const part of inStatements(inKeyOrder(new Map(batch.map((received) => [received.event.id, received]))))) {
    const rows = part.map((received) => ({
      id: received.event.id,
      type: received.event.type,
      day: received.day,
      received_at: received.receivedAt,
      path: received.event.path,
      data: dataOf(received),
    }));
    const inserted = await trx
      .insertInto('insight_events')
      .values(rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    for (const row of inserted) fresh.add(row.id);
  }
  return fresh;
};

/** Of the views' (day, hash) pairs, those not seen before today: each counts one visitor. */
const insertVisitors = async (trx: Transaction<Database>, views: readonly ReceivedEvent[]): Promise<Set<string>> => {
  const pairs = new Map<string, { day: string; hash: string }>();
  for (const view of views) if (view.visitor) pairs.set(`${view.day} ${view.visitor}`, { day: view.day, hash: view.visitor });
  const fresh = new Set<string>();
  for await (const part of inStatements(inKeyOrder(pairs))) {
    const inserted = await trx
      .insertInto('insight_visitors')
      .values(part)
      .onConflict((conflict) => conflict.columns(['day', 'hash']).doNothing())
      .returning(['day', 'hash'])
      .execute();
    for (const row of inserted) fresh.add(`${row.day} ${row.hash}`);
  }
  return fresh;
};

const tally = <K>(map: Map<string, K & { n: number; m: number }>, key: K, n: number, m = 0) => {
  const id = JSON.stringify(key);
  const row = map.get(id) ?? { ...key, n: 0, m: 0 };
  row.n += n;
  row.m += m;
  map.set(id, row);
};

const upsertRollups = async (trx: Transaction<Database>, events: readonly ReceivedEvent[], newVisitors: Set<string>) => {
  const daily = new Map<string, Record<string, string> & { n: number; m: number }>();
  const vitals = new Map<string, { day: string; path: string; metric: string; bucket: number; n: number; m: number }>();
  const errors = new Map<string, { day: string; remote: string; version: string; message: string; file: string; n: number; m: number }>();
  for (const received of events) {
    const { event, day } = received;
    if (event.type === 'view') {
      const visitorOfDay = `${day} ${received.visitor}`;
      const isNew = newVisitors.delete(visitorOfDay); // the visitor's first view of the day is their landing
      tally(
        daily,
        {
          day,
          path: event.path,
          referrer: received.referrerHost ?? '',
          channel: received.channel ?? 'direct',
          utm_source: event.utmSource ?? '',
          utm_medium: event.utmMedium ?? '',
          utm_campaign: event.utmCampaign ?? '',
          device: event.device,
        },
        1,
        isNew ? 1 : 0,
      );
    } else if (event.type === 'vital') {
      tally(vitals, { day, path: event.path, metric: event.name as string, bucket: bucketOf(event.name, event.value) }, 1);
    } else {
      tally(errors, { day, remote: event.remote, version: event.version, message: event.message, file: event.file ?? '' }, 1);
    }
  }
  for await (const part of inStatements(inKeyOrder(daily))) {
    const rows = part.map(({ n, m, ...key }) => ({
      ...(key as Omit<Database['insight_daily'], 'views' | 'visitors'>),
      views: n,
      visitors: m,
    }));
    await trx
      .insertInto('insight_daily')
      .values(rows)
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'path', 'referrer', 'channel', 'utm_source', 'utm_medium', 'utm_campaign', 'device'])
          .doUpdateSet((eb) => ({
            views: eb('insight_daily.views', '+', eb.ref('excluded.views')),
            visitors: eb('insight_daily.visitors', '+', eb.ref('excluded.visitors')),
          })),
      )
      .execute();
  }
  for await (const part of inStatements(inKeyOrder(vitals))) {
    await trx
      .insertInto('insight_vitals')
      .values(part.map(({ n, m: _m, ...key }) => ({ ...key, count: n })))
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'path', 'metric', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('insight_vitals.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
  for await (const part of inStatements(inKeyOrder(errors))) {
    await trx
      .insertInto('insight_errors')
      .values(part.map(({ n, m: _m, ...key }) => ({ ...key, count: n })))
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'remote', 'version', 'message', 'file'])
          .doUpdateSet((eb) => ({ count: eb('insight_errors.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
};

/** Stores a batch; answers how many of its events were new (the others were already stored). */
export const writeInsightBatch = async (db: Kysely<Database>, batch: readonly ReceivedEvent[], now = Date.now()): Promise<number> => {
  // One event id twice in a batch is one event.
  const unique = [...new Map(batch.map((received) => [received.event.id, received])).values()];
  if (unique.length === 0) return 0;
  return unsyncedTransaction(db, async (trx) => {
    const fresh = await insertRaw(trx, unique);
    const events = unique.filter((received) => fresh.has(received.event.id));
    const newVisitors = await insertVisitors(
      trx,
      events.filter((received) => received.event.type === 'view'),
    );
    await upsertRollups(trx, events, newVisitors);
    await upsertVersionRollups(trx, events);
    await markLateDays(trx, new Set(events.map((received) => received.day)), dayOf(now));
    return events.length;
  });
};
