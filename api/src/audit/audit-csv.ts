// The audit trail as CSV, with the contact export's cell escaping (a summary or user agent that
// starts like a formula stays text in a spreadsheet) and byte-order mark, read a batch at a time.

import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { auditMessages } from '@agency/shared/contract/messages';
import type { AuditEntry } from '@agency/shared/contract/audit';
import { BYTE_ORDER_MARK, csvCell } from '../contacts/contacts-csv';
import type { Database } from '../db/schema';
import { auditBatches, type AuditFilter } from './audit-repository';

const BATCH_ROWS = 500;

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const rowOf = (entry: AuditEntry) =>
  line([
    entry.at,
    entry.userId,
    entry.userEmail,
    entry.action,
    entry.resourceType,
    entry.resourceId,
    entry.summary,
    entry.ip,
    entry.userAgent,
  ]);

async function* chunks(db: Kysely<Database>, filter: AuditFilter): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + line(auditMessages.csvHeaders);
  for await (const batch of auditBatches(db, filter, BATCH_ROWS)) yield batch.map(rowOf).join('');
}

export const auditCsvStream = (db: Kysely<Database>, filter: AuditFilter): Readable =>
  Readable.from(chunks(db, filter), { objectMode: false, highWaterMark: 1 });

export const auditCsvFileName = (now: Date = new Date()): string => `audit-${now.toISOString().slice(0, 10)}.csv`;
