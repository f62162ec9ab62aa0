// The weekly insight report e-mail: one row per week reported (its last day), written in the
// transaction that queues the e-mail, so several instances queue each week's report once.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('insight_weekly_reports')
    .addColumn('week_to', 'text', (c) => c.primaryKey())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('insight_weekly_reports').ifExists().execute();
}
