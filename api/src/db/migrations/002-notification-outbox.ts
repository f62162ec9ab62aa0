// The e-mail outbox: one row per contact message, written in the same transaction
// as the message, so no message lacks its notification and no notification its
// message. Deleting the message deletes its row (and so cancels an e-mail not yet
// sent). Scheduling times are epoch milliseconds so both engines compare numbers.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notification_outbox')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().unique().references('contacts._id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The claim looks for due pending rows; the admin lists newest first.
  await db.schema.createIndex('notification_outbox_due_idx').on('notification_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('notification_outbox_created_idx').on('notification_outbox').columns(['created_at', '_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('notification_outbox').ifExists().execute();
}
