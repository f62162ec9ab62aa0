// Weekly and monthly summaries of closed days, so a long Insights range reads a few summary rows per
// month instead of every daily rollup row (a year of 2,000 pages is 2 million of them): views and
// visitors per page and per source, and vitals histograms per page; per closed day too, views and
// visitors per page and per source, and the site's vitals histograms (the report's trend).
// insight_summary_periods says which summaries are current: a late event for a summarised period
// counts up `changes`, and the report reads a summary only while `built` equals it.

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function applyUp(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('insight_summary_periods')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('changes', 'bigint', (c) => c.notNull())
    .addColumn('built', 'bigint')
    .addPrimaryKeyConstraint('insight_summary_periods_pk', ['kind', 'start'])
    .execute();

  await db.schema
    .createTable('insight_sum_pages')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('visitors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_sum_pages_pk', ['kind', 'start', 'path'])
    .execute();

  await db.schema
    .createTable('insight_sum_sources')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text', (c) => c.notNull())
    .addColumn('utm_medium', 'text', (c) => c.notNull())
    .addColumn('utm_campaign', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('visitors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_sum_sources_pk', [
      'kind',
      'start',
      'referrer',
      'channel',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'device',
    ])
    .execute();

  await db.schema
    .createTable('insight_sum_vitals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_sum_vitals_pk', ['kind', 'start', 'path', 'metric', 'bucket'])
    .execute();

  await db.schema
    .createTable('insight_sum_site_vitals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_sum_site_vitals_pk', ['day', 'metric', 'bucket'])
    .execute();
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const table of [
    'insight_sum_site_vitals',
    'insight_sum_vitals',
    'insight_sum_sources',
    'insight_sum_pages',
    'insight_summary_periods',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
