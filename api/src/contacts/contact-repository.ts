// Contact messages: stored from the public forms, read by staff (a delete moves one to the trash: trash/trashed-contacts.ts).

import type { Kysely } from 'kysely';
import type { Contact, ContactSummary, UnreadContact } from '@agency/shared/contract/entities';
import type { Attribution } from '@agency/shared/contract/insights';
import type { Page } from '@agency/shared/contract/paging';
import type { ListSpec } from '@agency/shared/contract/parse-list-query';
import { FULL_TEXT_INDEXES, fullTextMatch, searchTerms } from '../persistence/full-text';
import { readListStats } from '../persistence/list-stats';
import { attributionColumns, contactFromRow, type ContactRow } from '../persistence/contact-row';
import { caseInsensitive, selectPage, type PageRequest } from '../persistence/paged-select';
import type { Engine } from '../db/connect';
import { isoNow, newObjectId } from '../db/ids';
import type { Database } from '../db/schema';
import { enqueueNotification } from '../notifications/outbox-repository';

export type NewContact = Omit<Contact, '_id' | 'createdAt' | 'readAt' | 'readBy' | 'attribution'> & { attribution?: Attribution };

/** Stores a message and queues its staff e-mail in one transaction: neither exists without the other. */
export const insertContact = async (db: Kysely<Database>, contact: NewContact): Promise<Contact> => {
  const { attribution, ...fields } = contact;
  const row: Contact = { _id: newObjectId(), ...fields, createdAt: isoNow(), readAt: null, readBy: null };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contacts')
      .values({ ...row, ...attributionColumns(attribution) })
      .execute();
    await enqueueNotification(trx, row._id);
  });
  return { ...row, attribution: attribution ?? null };
};

export const listContacts = async (db: Kysely<Database>): Promise<Contact[]> =>
  (await db.selectFrom('contacts').selectAll().orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute()).map(contactFromRow);

/** Newest first by default; by first name or e-mail A to Z (indexes: migrations 001 and 005). */
export const CONTACT_LIST_SPEC: ListSpec = { sorts: { createdAt: 'desc', firstName: 'asc', email: 'asc' }, filtersByDate: true };

export interface ContactListQuery extends PageRequest {
  sort: string;
  q: string;
  /** Only messages received in [from, to) (ISO instants, as stored). */
  from?: string;
  to?: string;
}

/** Messages matching every word of `q` in the name, e-mail, subject or message (full-text). */
export const contactsMatching = (engine: Engine, q: string, alias = 'contacts') => {
  const terms = searchTerms(q);
  return terms.length > 0 ? fullTextMatch(engine, FULL_TEXT_INDEXES.contacts, terms, alias) : undefined;
};

export const listContactsPage = (db: Kysely<Database>, engine: Engine, query: ContactListQuery): Promise<Page<Contact>> => {
  const condition = contactsMatching(engine, query.q);
  const dated = query.from !== undefined || query.to !== undefined;
  return selectPage<Contact>({
    base: db
      .selectFrom('contacts')
      .$if(condition !== undefined, (qb) => qb.where(condition!))
      .$if(query.from !== undefined, (qb) => qb.where('createdAt', '>=', query.from!))
      .$if(query.to !== undefined, (qb) => qb.where('createdAt', '<', query.to!)),
    select: (qb) => qb.selectAll(),
    sortBy: query.sort === 'createdAt' ? 'createdAt' : caseInsensitive(query.sort),
    idColumn: '_id',
    request: query,
    knownTotal: condition || dated ? undefined : async () => (await readListStats(db, 'contacts')).rows,
    matchesFirst: condition ? db : undefined,
    map: (row) => contactFromRow(row as unknown as ContactRow),
  });
};

/**
 * The top bar's search (issue 21): messages whose sender, e-mail, subject or text match, newest
 * first, labelled by the sender. Read as the list's first page, so the search index is used
 * first (`matchesFirst`) and a large table is never walked in date order.
 */
export const searchContacts = async (
  db: Kysely<Database>,
  engine: Engine,
  q: string,
  limit: number,
): Promise<Array<{ _id: string; label: string }>> => {
  if (searchTerms(q).length === 0 || limit <= 0) return [];
  const { data } = await listContactsPage(db, engine, { q, sort: 'createdAt', order: 'desc', page: 1, limit });
  return data.map((row) => ({ _id: row._id, label: `${row.firstName} ${row.lastName}`.trim() || row.email }));
};

/**
 * All messages (the count the triggers keep), those newer than the moment this reader last
 * looked, and those nobody has read: index ranges over the new and the unread ones only, so
 * the top bar's poll stays cheap however many messages are stored.
 */
export const summarizeContacts = async (db: Kysely<Database>, seenAt: string | null): Promise<ContactSummary> => {
  const { rows: total } = await readListStats(db, 'contacts');
  const unread = await countOf(countContacts(db).where('readAt', 'is', null));
  const unseen = seenAt === null ? total : await countOf(countContacts(db).where('createdAt', '>', seenAt));
  const newestUnread: UnreadContact | undefined =
    unread === 0
      ? undefined
      : await db
          .selectFrom('contacts')
          .select(['_id', 'firstName', 'lastName', 'email', 'subject', 'createdAt'])
          .where('readAt', 'is', null)
          .orderBy('createdAt', 'desc')
          .orderBy('_id', 'desc')
          .limit(1)
          .executeTakeFirst();
  return { total, unseen, unread, newestUnread: newestUnread ?? null };
};

const countContacts = (db: Kysely<Database>) => db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('count'));

const countOf = async (query: ReturnType<typeof countContacts>): Promise<number> => Number((await query.executeTakeFirstOrThrow()).count);
