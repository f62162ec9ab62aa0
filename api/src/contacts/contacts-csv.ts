// The contact messages as CSV for spreadsheets (RFC 4180): every column, CRLF rows, quotes
// doubled inside quoted fields, and a UTF-8 byte-order mark so Excel reads accents. Cells a
// spreadsheet would run as a formula are defused. Rows are read newest first a batch at a
// time, and the next batch only when the client has taken the last, so memory stays flat
// however many messages there are:
// - SQLite: batches by keyset (createdAt, _id), so no read transaction is held open while the
//   client downloads (Kysely's one SQLite connection would be held by a stream for all of it);
// - PostgreSQL: one query read through a server-side cursor (pg-cursor). Keyset batches there
//   raised the server's RSS by 131 MB over a 1,000,000-row export: each of the thousand queries'
//   rows outlived a young-generation collection and filled the old one (docs/benchmarks.md).
//   The cursor holds one pooled connection until the download ends or is abandoned.

import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Contact } from '@agency/shared/contract/entities';
import { contactSourceLabels, insightMessages } from '@agency/shared/contract/messages';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { contactFromRow } from '../persistence/contact-row';

const HEADERS = [
  'No.',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Subject',
  'Message',
  'Sent from',
  'Source detail',
  'Received (UTC)',
  // Where the visitor came from (after the older columns, so spreadsheets built on them still fit).
  'Channel',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Landing page',
  'Pages viewed',
];

export const BYTE_ORDER_MARK = '\uFEFF';
/** Rows per read: a cursor fetch of 100 kept a 300,000-row read within 10 MB, one of 1,000 took 37 MB. */
export const CSV_BATCH_ROWS: Record<Engine, number> = { sqlite: 1000, postgres: 100 };

/** Visitors write these messages: '=HYPERLINK(...)' must stay text in Excel (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csvLine = (cells: ReadonlyArray<string | number>) => `${cells.map(csvCell).join(',')}\r\n`;

const attributionCells = ({ attribution: a }: Contact): Array<string | number> =>
  a
    ? [a.channel, a.referrer, a.utmSource, a.utmMedium, a.utmCampaign, a.landingPage, a.pagesViewed]
    : [insightMessages.unknown, '', '', '', '', '', ''];

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
    ...attributionCells(contact),
  ]);

export const csvFileName = (now: Date = new Date()): string => `contacts-${now.toISOString().slice(0, 10)}.csv`;

const newestFirst = (db: Kysely<Database>) => db.selectFrom('contacts').selectAll().orderBy('createdAt', 'desc').orderBy('_id', 'desc');

async function* keysetBatches(db: Kysely<Database>, batchRows: number): AsyncGenerator<Contact[]> {
  let after: Pick<Contact, 'createdAt' | '_id'> | undefined;
  for (;;) {
    const batch: Contact[] = (
      await newestFirst(db)
        .$if(after !== undefined, (qb) =>
          qb.where((eb) => eb(eb.refTuple('createdAt', '_id'), '<', eb.tuple(after!.createdAt, after!._id))),
        )
        .limit(batchRows)
        .execute()
    ).map(contactFromRow);
    if (batch.length > 0) yield batch;
    if (batch.length < batchRows) return;
    after = batch[batch.length - 1];
  }
}

/** Kysely's stream reads `batchRows` rows per cursor fetch and hands them over one by one. */
async function* cursorBatches(db: Kysely<Database>, batchRows: number): AsyncGenerator<Contact[]> {
  let batch: Contact[] = [];
  for await (const contact of newestFirst(db).stream(batchRows)) {
    batch.push(contactFromRow(contact));
    if (batch.length === batchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function* csvChunks(batches: AsyncGenerator<Contact[]>): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + csvLine(HEADERS);
  let number = 0;
  for await (const batch of batches) yield batch.map((contact) => rowOf(contact, (number += 1))).join('');
}

/** A stream of the whole CSV; it reads the next batch only when the client has taken the last. */
export const contactsCsvStream = (db: Kysely<Database>, engine: Engine, batchRows = CSV_BATCH_ROWS[engine]): Readable =>
  Readable.from(csvChunks(engine === 'postgres' ? cursorBatches(db, batchRows) : keysetBatches(db, batchRows)), {
    objectMode: false,
    highWaterMark: 1,
  });
