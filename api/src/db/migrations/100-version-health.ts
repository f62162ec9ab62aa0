// Health per remote version, by the hour: page views and client errors, and the INP and LCP
// histograms (the same buckets as insight_vitals), so a canary and the live version beside it are
// compared over the canary's own hours by summing a few rows.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('insight_version_counts')
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('errors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_version_counts_pk', ['remote', 'version', 'hour'])
    .execute();

  await db.schema
    .createTable('insight_version_vitals')
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_version_vitals_pk', ['remote', 'version', 'metric', 'hour', 'bucket'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['insight_version_vitals', 'insight_version_counts']) await db.schema.dropTable(table).ifExists().execute();
}
