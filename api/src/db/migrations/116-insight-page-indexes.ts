// One page's figures for its editor (GET /insights/page) read that page's rows of the last 30 days:
// the rollups' keys start with the day, so without these the read went through every page's rows of
// those days (60,000 for 2,000 pages; about 100 ms on PostgreSQL). With them it reads its own few.

import type { Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function applyUp(db: AnyDb): Promise<void> {
  await db.schema.createIndex('insight_daily_path_day').on('insight_daily').columns(['path', 'day']).execute();
  await db.schema.createIndex('insight_vitals_path_day').on('insight_vitals').columns(['path', 'day']).execute();
}

async function applyDown(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('insight_vitals_path_day').ifExists().execute();
  await db.schema.dropIndex('insight_daily_path_day').ifExists().execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
