// SQLite transactions begin IMMEDIATE: with a second connection writing (the insight writer's thread),
// a transaction that reads first still writes, where a DEFERRED one fails once the other has committed.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase, { type Database } from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type SqliteDatabase as KyselySqlite } from 'kysely';
import { withImmediateTransactions } from '../db/immediate-transactions';

let dir: string;
let server: Database;
let other: Database;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-immediate-'));
  const file = path.join(dir, 'db.sqlite');
  server = new SqliteDatabase(file);
  server.pragma('journal_mode = WAL');
  server.exec('create table counter (n integer not null)');
  // The other writer does not wait: a lock it meets is an error at once.
  other = new SqliteDatabase(file, { timeout: 0 });
});
afterEach(() => {
  other.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Reads, lets the other connection try to write, then writes; answers what the other's write did. */
const readThenWrite = async (database: KyselySqlite): Promise<string> => {
  const db = new Kysely<{ counter: { n: number } }>({ dialect: new SqliteDialect({ database }) });
  let others = '';
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from counter`.execute(trx);
      try {
        other.prepare('insert into counter (n) values (1)').run();
        others = 'written';
      } catch (error) {
        others = (error as { code?: string }).code ?? String(error);
      }
      await sql`insert into counter (n) values (2)`.execute(trx);
    });
  } finally {
    await db.destroy();
  }
  return others;
};

test('a transaction holds the write lock from its start: it writes after reading, the other writer waits', async () => {
  expect(await readThenWrite(withImmediateTransactions(server))).toBe('SQLITE_BUSY');
  expect(other.prepare('select n from counter').all()).toEqual([{ n: 2 }]);
});

test('begun deferred, the same transaction fails once the other connection has written', async () => {
  await expect(readThenWrite(server)).rejects.toMatchObject({ code: 'SQLITE_BUSY_SNAPSHOT' });
  expect(other.prepare('select n from counter').all()).toEqual([{ n: 1 }]);
});
