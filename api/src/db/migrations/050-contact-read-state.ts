// Read / unread per contact message (issue 21): when it was first read and by whom.
// One state for the whole team, as in a shared inbox: a message a colleague has
// read and answered is no longer new for anyone. Messages some staff member had
// already looked at (the old "seen up to" mark) start out read.

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('readAt', 'text').execute();
  await db.schema.alterTable('contacts').addColumn('readBy', 'text').execute();
  await db.schema.createIndex('contacts_read_at_idx').on('contacts').column('readAt').execute();
  await sql`update contacts set "readAt" = "createdAt"
    where "createdAt" <= (select max("contactsSeenAt") from users where "contactsSeenAt" is not null)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('contacts_read_at_idx').ifExists().execute();
  await db.schema.alterTable('contacts').dropColumn('readBy').execute();
  await db.schema.alterTable('contacts').dropColumn('readAt').execute();
}
