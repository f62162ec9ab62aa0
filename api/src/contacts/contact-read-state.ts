// Read / unread of contact messages (one state for the team), and one message with
// who read it and the staff e-mail about it, for the detail view.

import type { Kysely } from 'kysely';
import type { Contact, ContactDetail } from '@agency/shared/contract/entities';
import { isoNow } from '../db/ids';
import type { Database } from '../db/schema';
import { listNotifications } from '../notifications/outbox-repository';
import { contactFromRow } from '../persistence/contact-row';

export const findContact = async (db: Kysely<Database>, id: string): Promise<Contact | undefined> => {
  const row = await db.selectFrom('contacts').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && contactFromRow(row);
};

export const contactDetail = async (db: Kysely<Database>, contact: Contact): Promise<ContactDetail> => {
  const reader = contact.readBy
    ? await db.selectFrom('users').select('username').where('_id', '=', contact.readBy).executeTakeFirst()
    : undefined;
  const [notification] = await listNotifications(db, { contactId: contact._id });
  return { ...contact, readByName: reader?.username ?? null, notification: notification ?? null };
};

/** Marks one message read (keeping who read it first) or unread again; false when it does not exist. */
export const setContactRead = async (db: Kysely<Database>, id: string, read: boolean, readerId: string): Promise<boolean> => {
  const result = read
    ? await db
        .updateTable('contacts')
        .set({ readAt: isoNow(), readBy: readerId })
        .where('_id', '=', id)
        .where('readAt', 'is', null)
        .executeTakeFirst()
    : await db.updateTable('contacts').set({ readAt: null, readBy: null }).where('_id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // Already read: still there?
  return (await findContact(db, id)) !== undefined;
};

/** Every unread message counts as read by this reader. */
export const markAllContactsRead = async (db: Kysely<Database>, readerId: string): Promise<number> => {
  const result = await db
    .updateTable('contacts')
    .set({ readAt: isoNow(), readBy: readerId })
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
