// The outbox also carries HTTP jobs (IndexNow submissions): `kind` says who delivers a row
// ('email' for every row before, the SMTP worker; 'http' for the HTTP worker) and `job` holds an
// HTTP job's payload (JSON). Each worker claims its own kind only, through the due index below.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('notification_outbox')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('email'))
    .execute();
  await db.schema.alterTable('notification_outbox').addColumn('job', 'text').execute();
  await db.schema
    .createIndex('notification_outbox_kind_due_idx')
    .on('notification_outbox')
    .columns(['kind', 'status', 'next_attempt_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('notification_outbox').where('kind', '<>', 'email').execute();
  await db.schema.dropIndex('notification_outbox_kind_due_idx').execute();
  await db.schema.alterTable('notification_outbox').dropColumn('job').execute();
  await db.schema.alterTable('notification_outbox').dropColumn('kind').execute();
}
