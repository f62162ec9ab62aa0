// Builds the weekly and monthly (and per-day) insight summaries of closed periods from the daily
// rollups, and rebuilds those a late event made stale. A period is summarised once it ended before
// yesterday: an event is written on the day it was received or marked late (see markLateDays), so no
// write still in flight can miss a summary built a day after its period. Safe on several instances:
// each build locks its period's row, which a late event's mark also takes.

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../db/connect';
import { forUpdate } from '../db/row-lock';
import type { Database } from '../db/schema';
import { takeLease } from './purge';
import { letOthersRun } from './statements';
import { addDays, periodKey, periodsBetween, periodsOf, type Period } from './summary-periods';
import { dayOf } from './visitor-hash';
import { SAMPLE_COLUMNS, samplesPerMetric } from './vital-samples';

const SOURCES = ['referrer', 'channel', 'utm_source', 'utm_medium', 'utm_campaign', 'device'] as const;

const rebuild = async (trx: Transaction<Database>, { kind, start, end }: Period): Promise<void> => {
  const label = { kind: sql<string>`cast(${kind} as text)`.as('kind'), start: sql<string>`cast(${start} as text)`.as('start') };
  const total = { views: sql<number>`sum(views)`.as('views'), visitors: sql<number>`sum(visitors)`.as('visitors') };
  const daily = trx.selectFrom('insight_daily').where('day', '>=', start).where('day', '<=', end);
  const vitals = trx.selectFrom('insight_vitals').where('day', '>=', start).where('day', '<=', end);
  for (const table of ['insight_sum_pages', 'insight_sum_sources', 'insight_sum_vitals', 'insight_sum_page_vitals'] as const) {
    await trx.deleteFrom(table).where('kind', '=', kind).where('start', '=', start).execute();
  }
  await trx
    .insertInto('insight_sum_sources')
    .columns(['kind', 'start', ...SOURCES, 'views', 'visitors'])
    .expression(daily.select([label.kind, label.start, ...SOURCES, total.views, total.visitors]).groupBy([...SOURCES]))
    .execute();
  await trx
    .insertInto('insight_sum_pages')
    .columns(['kind', 'start', 'path', 'views', 'visitors'])
    .expression(daily.select([label.kind, label.start, 'path', total.views, total.visitors]).groupBy('path'))
    .execute();
  await trx
    .insertInto('insight_sum_page_vitals')
    .columns(['kind', 'start', 'path', ...SAMPLE_COLUMNS])
    .expression(vitals.select([label.kind, label.start, 'path', ...samplesPerMetric]).groupBy('path'))
    .execute();
  if (kind === 'day') {
    await trx.deleteFrom('insight_sum_site_vitals').where('day', '=', start).execute();
    await trx
      .insertInto('insight_sum_site_vitals')
      .columns(['day', 'metric', 'bucket', 'count'])
      .expression(vitals.select(['day', 'metric', 'bucket', sql<number>`sum(count)`.as('count')]).groupBy(['day', 'metric', 'bucket']))
      .execute();
    return;
  }
  await trx
    .insertInto('insight_sum_vitals')
    .columns(['kind', 'start', 'path', 'metric', 'bucket', 'count'])
    .expression(
      vitals
        .select([label.kind, label.start, 'path', 'metric', 'bucket', sql<number>`sum(count)`.as('count')])
        .groupBy(['path', 'metric', 'bucket']),
    )
    .execute();
};

/** Builds one period's summary and records it current as of the changes counted when it started. */
const build = async (db: Kysely<Database>, engine: Engine, period: Period): Promise<void> => {
  await db
    .insertInto('insight_summary_periods')
    .values({ kind: period.kind, start: period.start, changes: 0, built: null })
    .onConflict((conflict) => conflict.columns(['kind', 'start']).doNothing())
    .execute();
  await db.transaction().execute(async (trx) => {
    const state = await forUpdate(
      trx.selectFrom('insight_summary_periods').select('changes').where('kind', '=', period.kind).where('start', '=', period.start),
      engine,
    ).executeTakeFirstOrThrow();
    await rebuild(trx, period);
    await trx
      .updateTable('insight_summary_periods')
      .set({ built: Number(state.changes) })
      .where('kind', '=', period.kind)
      .where('start', '=', period.start)
      .execute();
  });
};

/**
 * Within a batch's transaction: the periods of days before `today` (events received before midnight
 * and written after it, or sent in late) count a change, so their summaries stop being read until
 * rebuilt. Keys in order, as the rollups, so two writers lock them alike.
 */
export const markLateDays = async (trx: Transaction<Database>, days: Iterable<string>, today: string): Promise<void> => {
  const periods = new Map<string, Period>();
  for (const day of days) if (day < today) for (const period of periodsOf(day)) periods.set(periodKey(period), period);
  if (periods.size === 0) return;
  const rows = [...periods.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, p]) => ({ kind: p.kind, start: p.start, changes: 1, built: null }));
  await trx
    .insertInto('insight_summary_periods')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['kind', 'start']).doUpdateSet((eb) => ({ changes: eb('insight_summary_periods.changes', '+', 1) })),
    )
    .execute();
};

export interface SummariseResult {
  /** False when another instance held the lease. */
  ran: boolean;
  built: number;
}

/** Builds every closed period not yet summarised or made stale since; the first run after upgrading builds them all. */
export const summariseInsights = async (
  db: Kysely<Database>,
  engine: Engine,
  holder: string,
  now = Date.now(),
): Promise<SummariseResult> => {
  if (!(await takeLease(db, 'summaries', holder, 10 * 60 * 1000, now))) return { ran: false, built: 0 };
  const first = await db
    .selectFrom('insight_daily')
    .select(sql<string | null>`min(day)`.as('day'))
    .executeTakeFirst();
  const firstVital = await db
    .selectFrom('insight_vitals')
    .select(sql<string | null>`min(day)`.as('day'))
    .executeTakeFirst();
  const firstDay = [first?.day, firstVital?.day].filter((day): day is string => !!day).sort()[0];
  if (!firstDay) return { ran: true, built: 0 };
  const current = new Set(
    (await db.selectFrom('insight_summary_periods').select(['kind', 'start', 'changes', 'built']).execute())
      .filter((row) => row.built !== null && Number(row.built) === Number(row.changes))
      .map(periodKey),
  );
  let built = 0;
  for (const period of periodsBetween(firstDay, addDays(dayOf(now), -2))) {
    if (current.has(periodKey(period))) continue;
    // The first run after an upgrade builds hundreds: requests are answered between them (SQLite runs each synchronously).
    await letOthersRun();
    await build(db, engine, period);
    built += 1;
  }
  return { ran: true, built };
};
