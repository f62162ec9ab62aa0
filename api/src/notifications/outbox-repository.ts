// The notification outbox: queued with its message in one transaction, claimed by
// workers under a lease, then marked sent, rescheduled or failed. The same Kysely
// queries run on SQLite and PostgreSQL.
//
// Claiming is one statement: WITH due AS MATERIALIZED (SELECT … LIMIT n) UPDATE …
// WHERE _id IN due AND <still due> RETURNING. On PostgreSQL the pick takes FOR UPDATE
// SKIP LOCKED, so instances claiming at the same moment skip each other's rows
// instead of waiting or taking them twice; a row claimed and committed a moment
// earlier fails the re-checked condition (its lease is in the future). SQLite runs
// one writer at a time, so the statement is atomic there.

import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Contact, ContactNotification } from '@agency/shared/contract/entities';
import type { Page } from '@agency/shared/contract/paging';
import type { ListSpec } from '@agency/shared/contract/parse-list-query';
import { FULL_TEXT_INDEXES, fullTextMatch, searchTerms } from '../persistence/full-text';
import { readListStats } from '../persistence/list-stats';
import { selectPage, type PageRequest } from '../persistence/paged-select';
import type { Engine } from '../db/connect';
import { isoNow, newObjectId } from '../db/ids';
import type { Database, NotificationOutboxTable, OutboxKind } from '../db/schema';
import { contactFromRow } from '../persistence/contact-row';

type Db = Kysely<Database> | Transaction<Database>;

const TABLE = 'notification_outbox';

/** Longer errors are cut: the column is for staff to read, not a log. */
const MAX_ERROR_CHARS = 500;

/** An e-mail to staff about no contact message (a canary rolled back): its subject and text. */
export interface StaffNotice {
  subject: string;
  text: string;
  /** One staff member it is for (an author told of a review); else NOTIFY_EMAILS. */
  to?: string;
}

export interface ClaimedNotification {
  id: string;
  /** The message it announces, or null for a staff notice. */
  contactId: string | null;
  notice: StaffNotice | null;
  /** An HTTP job's payload (kind 'http'), else null. */
  job: unknown;
  /** Attempts including the one this claim starts. */
  attempts: number;
}

/** A new pending row: about a contact message, or a staff notice (one of the two). */
const enqueue = async (
  db: Db,
  about:
    { contact_id: string; notice?: undefined } | { contact_id: null; notice: string } | { contact_id: null; kind: 'http'; job: string },
  now: number,
) => {
  await db
    .insertInto(TABLE)
    .values({
      _id: newObjectId(),
      kind: 'email',
      job: null,
      ...about,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
      created_at: isoNow(),
      sent_at: null,
    })
    .execute();
};

/** Queues the e-mail about `contactId`; call inside the transaction that stores the message. */
export const enqueueNotification = (trx: Db, contactId: string, now = Date.now()): Promise<void> =>
  enqueue(trx, { contact_id: contactId }, now);

/** Queues an e-mail to staff about no contact message; sent like the others, to NOTIFY_EMAILS or `notice.to`. */
export const enqueueStaffNotice = (db: Db, notice: StaffNotice, now = Date.now()): Promise<void> =>
  enqueue(
    db,
    { contact_id: null, notice: JSON.stringify({ subject: notice.subject, text: notice.text, ...(notice.to ? { to: notice.to } : {}) }) },
    now,
  );

/** Queues an HTTP job (its payload, JSON-serialisable), delivered by the HTTP worker (migration 120). */
export const enqueueHttpJob = (db: Db, job: unknown, now = Date.now()): Promise<void> =>
  enqueue(db, { contact_id: null, kind: 'http', job: JSON.stringify(job) }, now);

/** Pending, of `kind`, its time has come, and nobody holds a live lease on it. */
const isDue = (eb: ExpressionBuilder<Database, typeof TABLE>, now: number, kind: OutboxKind) =>
  eb.and([
    eb('kind', '=', kind),
    eb('status', '=', 'pending'),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
  ]);

export interface ClaimOptions {
  worker: string;
  limit: number;
  leaseMs: number;
  now?: number;
  /** The rows this worker delivers (default: e-mails). */
  kind?: OutboxKind;
}

/** Takes up to `limit` due rows for `worker` until now + lease, counting an attempt on each. */
export const claimDueNotifications = async (db: Db, engine: Engine, options: ClaimOptions): Promise<ClaimedNotification[]> => {
  const now = options.now ?? Date.now();
  const kind = options.kind ?? 'email';
  const rows = await db
    // MATERIALIZED: the locked pick runs exactly once. As a plain IN (subquery) PostgreSQL may put it on the
    // inner side of a nested loop and run it again for every outer row, claiming far past the limit.
    .with(
      (cte) => cte('due').materialized(),
      (qb) => {
        const due = qb
          .selectFrom(TABLE)
          .select('_id')
          .where((eb) => isDue(eb, now, kind))
          .orderBy('next_attempt_at')
          .orderBy('_id')
          .limit(options.limit);
        return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
      },
    )
    .updateTable(TABLE)
    .set((eb) => ({ claimed_by: options.worker, claimed_until: now + options.leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('_id', 'in', (eb) => eb.selectFrom('due').select('due._id'))
    // Checked again on the row being updated: a belt to the lock's braces.
    .where((eb) => isDue(eb, now, kind))
    .returning(['_id', 'contact_id', 'notice', 'job', 'attempts'])
    .execute();
  return rows.map((row) => ({
    id: row._id,
    contactId: row.contact_id,
    notice: row.notice === null ? null : (JSON.parse(row.notice) as StaffNotice),
    job: row.job === null ? null : (JSON.parse(row.job) as unknown),
    attempts: Number(row.attempts),
  }));
};

/** Extends the lease on rows `worker` is still sending, so no other instance takes them meanwhile. */
export const renewLeases = async (db: Db, worker: string, ids: readonly string[], until: number): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .updateTable(TABLE)
    .set({ claimed_until: until })
    .where('_id', 'in', [...ids])
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
};

/** One row, or several delivered together (an HTTP batch). */
const ids = (id: string | readonly string[]): string[] => (typeof id === 'string' ? [id] : [...id]);

/** The server accepted the e-mail (or the HTTP batch): that is a fact whoever holds the lease now. */
export const markNotificationSent = async (db: Db, id: string | readonly string[], sentAt = isoNow()): Promise<void> => {
  await db
    .updateTable(TABLE)
    .set({ status: 'sent', sent_at: sentAt, claimed_by: null, claimed_until: null, last_error: null })
    .where('_id', 'in', ids(id))
    .execute();
};

export interface FailureOutcome {
  error: string;
  /** Epoch ms of the next attempt, or null to give up (status `failed`). */
  retryAt: number | null;
}

/** Records a failed attempt: rescheduled or given up. Only the lease holder may, and never over `sent`. */
export const markNotificationFailed = async (
  db: Db,
  id: string | readonly string[],
  worker: string,
  outcome: FailureOutcome,
): Promise<void> => {
  await db
    .updateTable(TABLE)
    .set({
      status: outcome.retryAt === null ? 'failed' : 'pending',
      ...(outcome.retryAt === null ? {} : { next_attempt_at: outcome.retryAt }),
      claimed_by: null,
      claimed_until: null,
      last_error: outcome.error.slice(0, MAX_ERROR_CHARS),
    })
    .where('_id', 'in', ids(id))
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
};

/** Gives a claimed row back untried (the worker is stopping): the attempt does not count. */
export const releaseNotification = async (db: Db, id: string | readonly string[], worker: string): Promise<void> => {
  await db
    .updateTable(TABLE)
    .set((eb) => ({ claimed_by: null, claimed_until: null, attempts: eb('attempts', '-', 1) }))
    .where('_id', 'in', ids(id))
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
};

export const findContacts = async (db: Db, ids: readonly string[]): Promise<Contact[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('contacts')
          .selectAll()
          .where('_id', 'in', [...ids])
          .execute()
      ).map(contactFromRow);

const notificationRows = (db: Db) => db.selectFrom(`${TABLE} as n`).innerJoin('contacts as c', 'c._id', 'n.contact_id');

const NOTIFICATION_COLUMNS = [
  'n._id',
  'n.contact_id',
  'n.status',
  'n.attempts',
  'n.next_attempt_at',
  'n.last_error',
  'n.created_at',
  'n.sent_at',
  'c.firstName',
  'c.lastName',
  'c.email',
  'c.subject',
  'c.source',
  'c.sourceDetail',
] as const;

type NotificationRow = Selectable<NotificationOutboxTable> &
  Pick<Contact, 'firstName' | 'lastName' | 'email' | 'subject' | 'source' | 'sourceDetail'>;

const toNotification = (row: NotificationRow): ContactNotification => ({
  _id: row._id,
  contactId: row.contact_id!, // joined with its message: never a staff notice
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  nextAttemptAt: row.status === 'pending' ? new Date(Number(row.next_attempt_at)).toISOString() : null,
  contact: {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    source: row.source,
    sourceDetail: row.sourceDetail,
  },
});

/** Every notification with the message it announces, newest first (the admin's view); or those about one message (`contactId`). */
export const listNotifications = async (db: Db, filter: { contactId?: string } = {}): Promise<ContactNotification[]> => {
  const rows = await notificationRows(db)
    .select(NOTIFICATION_COLUMNS)
    .$if(filter.contactId !== undefined, (query) => query.where('n.contact_id', '=', filter.contactId!))
    .orderBy('n.created_at', 'desc')
    .orderBy('n._id', 'desc')
    .execute();
  return rows.map((row) => toNotification(row as NotificationRow));
};

/** Newest first, or oldest first (index: migration 002). */
export const NOTIFICATION_LIST_SPEC: ListSpec = { sorts: { createdAt: 'desc' } };

/** One page of notifications; `q` searches the messages they announce (full-text). */
export const listNotificationsPage = (db: Db, engine: Engine, query: PageRequest & { q: string }): Promise<Page<ContactNotification>> => {
  const terms = searchTerms(query.q);
  const condition = terms.length > 0 ? fullTextMatch(engine, FULL_TEXT_INDEXES.contacts, terms, 'c') : undefined;
  return selectPage<ContactNotification>({
    base: notificationRows(db).$if(condition !== undefined, (qb) => qb.where(condition!)),
    select: (qb) => qb.select(NOTIFICATION_COLUMNS as never),
    sortBy: 'n.created_at',
    idColumn: 'n._id',
    request: query,
    knownTotal: condition ? undefined : async () => (await readListStats(db, TABLE)).rows,
    matchesFirst: condition ? db : undefined,
    map: (row) => toNotification(row as unknown as NotificationRow),
  });
};
