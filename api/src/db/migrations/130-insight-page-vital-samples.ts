// How many samples of each vital a page had over a closed day, week or month: one row per page and
// period, a column per metric. The report ranks pages by these and reads the histograms (migration
// 125's insight_sum_vitals, a row per page, metric and bucket) only of the pages it shows, instead of
// grouping every page's buckets of the whole range (112,000 rows a year for 2,000 pages).
// Summaries built before this table have no rows in it: they are marked unbuilt, so reports read the
// daily rows until the next hourly job rebuilds them all.

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function applyUp(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('insight_sum_page_vitals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('lcp', 'bigint', (c) => c.notNull())
    .addColumn('inp', 'bigint', (c) => c.notNull())
    .addColumn('cls', 'bigint', (c) => c.notNull())
    .addColumn('fcp', 'bigint', (c) => c.notNull())
    .addColumn('ttfb', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_sum_page_vitals_pk', ['kind', 'start', 'path'])
    .execute();
  await db.updateTable('insight_summary_periods').set({ built: null }).execute();
}

async function applyDown(db: AnyDb): Promise<void> {
  await db.schema.dropTable('insight_sum_page_vitals').ifExists().execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
