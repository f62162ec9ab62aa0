// The audit rows (migration 092): one written per staff write, read a page at a time by the owners'
// screen with its filters, and purged once a year old.

import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditEntry } from '@agency/shared/contract/audit';
import { isoNow, newObjectId } from '../db/ids';
import type { AuditLogTable, Database } from '../db/schema';

type AuditRow = Selectable<AuditLogTable>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Long headers are cut: the entry needs to say which browser, not carry a client's essay. */
const USER_AGENT_MAX = 300;

export interface NewAuditEntry {
  userId: string;
  userEmail: string;
  action: AuditAction;
  resourceType: string;
  resourceId: string;
  summary: string;
  ip: string;
  userAgent: string;
}

/** GET /audit's filters, checked: days as `YYYY-MM-DD`, inclusive. */
export interface AuditFilter {
  user?: string;
  action?: AuditAction;
  resource?: string;
  from?: string;
  to?: string;
}

/** The stored row of an entry, under its id and time. */
const rowOf = (entry: NewAuditEntry, id: string, at: string): Insertable<AuditLogTable> => ({
  _id: id,
  at,
  user_id: entry.userId,
  user_email: entry.userEmail,
  action: entry.action,
  resource_type: entry.resourceType,
  resource_id: entry.resourceId,
  summary: entry.summary,
  ip: entry.ip,
  user_agent: entry.userAgent.slice(0, USER_AGENT_MAX),
});

export const recordAuditEntry = async (db: Kysely<Database>, entry: NewAuditEntry, at = isoNow()): Promise<void> => {
  await db
    .insertInto('audit_log')
    .values(rowOf(entry, newObjectId(new Date(at)), at))
    .execute();
};

/** Entries of changes made outside the API (a remote's release), each with its own id and time: an entry
 *  given again (by another instance moving the same journal) is skipped. */
export const recordAuditEntriesOnce = async (db: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> => {
  if (entries.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(entries.map((entry) => rowOf(entry, entry._id, entry.at)))
    .onConflict((oc) => oc.column('_id').doNothing())
    .execute();
};

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  _id: row._id,
  at: row.at,
  userId: row.user_id,
  userEmail: row.user_email,
  action: row.action as AuditAction,
  resourceType: row.resource_type,
  resourceId: row.resource_id,
  summary: row.summary,
  ip: row.ip,
  userAgent: row.user_agent,
});

/** The day after `day` (YYYY-MM-DD), as the first instant not in it. */
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

const filtered = <O>(query: SelectQueryBuilder<Database, 'audit_log', O>, filter: AuditFilter) =>
  query
    .$if(filter.user !== undefined, (qb) => qb.where('user_id', '=', filter.user!))
    .$if(filter.action !== undefined, (qb) => qb.where('action', '=', filter.action!))
    .$if(filter.resource !== undefined, (qb) => qb.where('resource_type', '=', filter.resource!))
    .$if(filter.from !== undefined, (qb) => qb.where('at', '>=', `${filter.from}T00:00:00.000Z`))
    .$if(filter.to !== undefined, (qb) => qb.where('at', '<', dayAfter(filter.to!)));

/** One page of entries, newest first, and how many match. */
export const listAudit = async (
  db: Kysely<Database>,
  filter: AuditFilter,
  page: number,
  limit: number,
): Promise<{ data: AuditEntry[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db.selectFrom('audit_log').selectAll(), filter)
      .orderBy('at', 'desc')
      .orderBy('_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string | number>().as('total')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toAuditEntry), total: Number(count.total) };
};

/** The matching entries newest first, `batchRows` at a time (keyset, so no read stays open between batches). */
export async function* auditBatches(db: Kysely<Database>, filter: AuditFilter, batchRows: number): AsyncGenerator<AuditEntry[]> {
  let after: { at: string; _id: string } | undefined;
  for (;;) {
    const rows = await filtered(db.selectFrom('audit_log').selectAll(), filter)
      .$if(after !== undefined, (qb) => qb.where((eb) => eb(eb.refTuple('at', '_id'), '<', eb.tuple(after!.at, after!._id))))
      .orderBy('at', 'desc')
      .orderBy('_id', 'desc')
      .limit(batchRows)
      .execute();
    if (rows.length > 0) yield rows.map(toAuditEntry);
    if (rows.length < batchRows) return;
    after = rows[rows.length - 1];
  }
}

/** Deletes the entries older than a year; answers how many went. Every instance may run it: a delete twice is harmless. */
export const purgeExpiredAudit = async (db: Kysely<Database>, now = Date.now()): Promise<number> => {
  const cutoff = new Date(now - AUDIT_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
};
