// GET /contact/export.csv: every message as RFC 4180 CSV with a byte-order mark, formulas
// defused, read from the database in batches (keyset on SQLite, so the rows at a batch's edge
// are neither lost nor repeated; a cursor on PostgreSQL, a few rows per fetch), streamed to
// the client.

import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { Kysely, PostgresDialect } from 'kysely';
import Cursor from 'pg-cursor';
import type { Contact } from '@agency/shared/contract/entities';
import { insertContact } from '../contacts/contact-repository';
import { BYTE_ORDER_MARK, CSV_BATCH_ROWS, contactsCsvStream, csvCell } from '../contacts/contacts-csv';
import { openDatabase, type OpenDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { testPool } from './helpers/test-pool';

const HEADER =
  'No.,First name,Last name,Email,Phone,Subject,Message,Sent from,Source detail,Received (UTC),Channel,Referrer,UTM source,UTM medium,UTM campaign,Landing page,Pages viewed';
/** A message sent without attribution (as these are) shows "unknown" in the attribution columns. */
const NO_ATTRIBUTION = ',unknown,,,,,,';

let t: TestApp;
let direct: OpenDatabase;
const stored: Contact[] = [];

beforeAll(async () => {
  t = await createTestApp();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  const base = { phone: '07123456789', subject: 'Paid Ads', sourceDetail: '' };
  stored.push(
    await insertContact(direct.db, {
      ...base,
      firstName: 'Zoë',
      lastName: 'Müller, Jr.',
      email: 'zoe@example.com',
      message: 'She said "hi"\nand left, then\r\ncame back',
      source: 'quote-service',
      sourceDetail: 'Google Ads',
    }),
  );
  stored.push(
    await insertContact(direct.db, {
      ...base,
      firstName: 'Sam',
      lastName: '',
      email: 'sam@example.com',
      message: '=HYPERLINK("http://evil.example")',
      source: 'faq',
      subject: '',
    }),
  );
  for (let n = 1; n <= 5; n += 1)
    stored.push(
      await insertContact(direct.db, {
        ...base,
        firstName: `Sender ${n}`,
        lastName: 'Lee',
        email: `s${n}@example.com`,
        message: `Hello ${n}`,
        source: 'contact',
      }),
    );
});

afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

describe('CSV cells', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(7)).toBe('7');
  });

  it('keeps a visitor’s formula as text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+44 20')).toBe("'+44 20");
  });
});

describe('GET /contact/export.csv', () => {
  it('sends every message newest first as a UTF-8 CSV attachment, rows ending CRLF', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/contact/export.csv', headers: bearer(await t.staffToken()) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = reply.body;
    expect(body.startsWith(`${BYTE_ORDER_MARK}${HEADER}\r\n`)).toBe(true);
    expect(body).toContain(
      `6,Sam,,sam@example.com,07123456789,,"'=HYPERLINK(""http://evil.example"")",FAQ question,,${stored[1].createdAt}${NO_ATTRIBUTION}\r\n` +
        `7,Zoë,"Müller, Jr.",zoe@example.com,07123456789,Paid Ads,"She said ""hi""\nand left, then\r\ncame back",Service quote,Google Ads,${stored[0].createdAt}${NO_ATTRIBUTION}\r\n`,
    );
    expect(body.indexOf('Sender 5')).toBeLessThan(body.indexOf('Sender 1'));
  });

  it('reads in batches without losing or repeating a row at their edges', async () => {
    for (const batch of [1, 2, 3, 7, 100]) {
      const csv = await text(contactsCsvStream(direct.db, direct.engine, batch));
      const numbers = csv
        .split('\r\n')
        .map((line) => /^(\d+),(Sender \d|Sam|Zoë)/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null);
      expect(numbers.map((match) => Number(match[1]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(new Set(numbers.map((match) => match[2])).size).toBe(7);
    }
  });
});

/** A Kysely on PostgreSQL whose cursors note how many rows each fetch asked for, on a pool of one. */
const recordingPostgres = (url: string) => {
  const fetches: number[] = [];
  class RecordingCursor<Row> extends Cursor<Row> {
    constructor(text: string, values: unknown[]) {
      super(text, values);
      const read = this.read.bind(this) as (rows: number) => Promise<Row[]>;
      this.read = ((rows: number) => {
        fetches.push(rows);
        return read(rows);
      }) as Cursor<Row>['read'];
    }
  }
  const queries: string[] = [];
  const pool = testPool(url, 1);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool, cursor: RecordingCursor }),
    log: (event) => {
      queries.push(event.query.sql);
    },
  });
  return { db, fetches, queries };
};

const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('the export on PostgreSQL', () => {
  it('reads one query through a cursor, a bounded number of rows per fetch, with the same CSV as keyset batches', async () => {
    const { db, fetches, queries } = recordingPostgres(t.env.databaseUrl!);
    try {
      const viaCursor = await text(contactsCsvStream(db, 'postgres', 2));
      expect(fetches.length).toBeGreaterThanOrEqual(Math.ceil(stored.length / 2));
      expect(fetches.every((rows) => rows === 2)).toBe(true);
      // One query for every row, read through the cursor: not one query per batch.
      expect(queries).toHaveLength(1);
      expect(queries[0]).not.toMatch(/ limit /);
      expect(viaCursor).toBe(await text(contactsCsvStream(direct.db, 'sqlite', 3)));
      fetches.length = 0;
      await text(contactsCsvStream(db, 'postgres'));
      expect(fetches[0]).toBe(CSV_BATCH_ROWS.postgres);
    } finally {
      await db.destroy();
    }
  });

  it('gives its connection back when the client leaves mid-download', async () => {
    const { db } = recordingPostgres(t.env.databaseUrl!);
    try {
      const csv = contactsCsvStream(db, 'postgres', 1);
      await once(csv, 'readable');
      csv.destroy();
      await once(csv, 'close');
      // The pool holds one connection: this waits for ever if the cursor still holds it.
      expect(await db.selectFrom('contacts').select('_id').execute()).toHaveLength(stored.length);
    } finally {
      await db.destroy();
    }
  });
});
