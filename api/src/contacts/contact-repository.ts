// Contact messages: stored from the public forms, read and deleted by staff.

import type { Kysely } from 'kysely';
import type { Contact } from '@agency/shared/contract/entities';
import { isoNow, newObjectId } from '../db/ids';
import type { Database } from '../db/schema';
import { enqueueNotification } from '../notifications/outbox-repository';

export type NewContact = Omit<Contact, '_id' | 'createdAt' | 'readAt' | 'readBy'>;

export interface ContactSummary {
  total: number;
  unseen: number;
  unread: number;
}

/** Stores a message and queues its staff e-mail in one transaction: neither exists without the other. */
export const insertContact = async (db: Kysely<Database>, contact: NewContact): Promise<Contact> => {
  const row: Contact = { _id: newObjectId(), ...contact, createdAt: isoNow(), readAt: null, readBy: null };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contacts').values(row).execute();
    await enqueueNotification(trx, row._id);
  });
  return row;
};

export const listContacts = (db: Kysely<Database>): Promise<Contact[]> =>
  db.selectFrom('contacts').selectAll().orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute();

export const deleteContact = async (db: Kysely<Database>, id: string): Promise<boolean> => {
  const result = await db.deleteFrom('contacts').where('_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** All messages, those newer than the moment this reader last looked, and those nobody has read. */
export const summarizeContacts = async (db: Kysely<Database>, seenAt: string | null): Promise<ContactSummary> => {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(eb.case().when('createdAt', '>', seenAt ?? '').then(1).else(0).end())
        .as('unseen'),
      eb.fn.sum<number>(eb.case().when('readAt', 'is', null).then(1).else(0).end()).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unseen: Number(row.unseen ?? 0), unread: Number(row.unread ?? 0) };
};
