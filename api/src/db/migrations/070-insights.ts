// First-party insight: raw beacon events (kept 30 days, keyed by the client's event id so a resent or
// twice-received event is stored once), today's visitor hashes, and the daily rollups the Insights
// screen reads (kept): views and visitors per page, referrer, campaign and device; Core Web Vitals as
// histograms per page; client errors per remote version. A lease row lets one instance purge at a time.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('insight_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insight_events_received_at').on('insight_events').column('received_at').execute();

  await db.schema
    .createTable('insight_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_visitors_pk', ['day', 'hash'])
    .execute();

  await db.schema
    .createTable('insight_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text', (c) => c.notNull())
    .addColumn('utm_medium', 'text', (c) => c.notNull())
    .addColumn('utm_campaign', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('visitors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_daily_pk', [
      'day',
      'path',
      'referrer',
      'channel',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'device',
    ])
    .execute();

  await db.schema
    .createTable('insight_vitals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_vitals_pk', ['day', 'path', 'metric', 'bucket'])
    .execute();

  await db.schema
    .createTable('insight_errors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_errors_pk', ['day', 'remote', 'version', 'message', 'file'])
    .execute();

  await db.schema
    .createTable('insight_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['insight_leases', 'insight_errors', 'insight_vitals', 'insight_daily', 'insight_visitors', 'insight_events']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
