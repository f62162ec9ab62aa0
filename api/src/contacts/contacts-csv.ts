// The contact messages as CSV for spreadsheets (RFC 4180): every column, CRLF rows, quotes
// doubled inside quoted fields, and a UTF-8 byte-order mark so Excel reads accents. Cells a
// spreadsheet would run as a formula are defused. Rows are read newest first in batches by
// keyset (createdAt, _id), so memory stays flat however many messages there are, and no
// read transaction is held open while the client downloads.

import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Contact } from '@agency/shared/contract/entities';
import { contactSourceLabels } from '@agency/shared/contract/messages';
import type { Database } from '../db/schema';

const HEADERS = ['No.', 'First name', 'Last name', 'Email', 'Phone', 'Subject', 'Message', 'Sent from', 'Source detail', 'Received (UTC)'];

export const BYTE_ORDER_MARK = '\uFEFF';
export const CSV_BATCH_ROWS = 1000;

/** Visitors write these messages: '=HYPERLINK(...)' must stay text in Excel (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csvLine = (cells: ReadonlyArray<string | number>) => `${cells.map(csvCell).join(',')}\r\n`;

const rowOf = (contact: Contact, number: number) =>
  csvLine([
    number,
    contact.firstName,
    contact.lastName,
    contact.email,
    contact.phone,
    contact.subject,
    contact.message,
    contactSourceLabels[contact.source] ?? contact.source,
    contact.sourceDetail,
    contact.createdAt,
  ]);

export const csvFileName = (now: Date = new Date()): string => `contacts-${now.toISOString().slice(0, 10)}.csv`;

async function* csvChunks(db: Kysely<Database>, batchRows: number): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + csvLine(HEADERS);
  let after: Pick<Contact, 'createdAt' | '_id'> | undefined;
  let number = 0;
  for (;;) {
    const batch: Contact[] = await db
      .selectFrom('contacts')
      .selectAll()
      .$if(after !== undefined, (qb) => qb.where((eb) => eb(eb.refTuple('createdAt', '_id'), '<', eb.tuple(after!.createdAt, after!._id))))
      .orderBy('createdAt', 'desc')
      .orderBy('_id', 'desc')
      .limit(batchRows)
      .execute();
    if (batch.length === 0) return;
    yield batch.map((contact) => rowOf(contact, (number += 1))).join('');
    if (batch.length < batchRows) return;
    after = batch[batch.length - 1];
  }
}

/** A stream of the whole CSV; it reads the next batch only when the client has taken the last. */
export const contactsCsvStream = (db: Kysely<Database>, batchRows = CSV_BATCH_ROWS): Readable =>
  Readable.from(csvChunks(db, batchRows), { objectMode: false, highWaterMark: 1 });
