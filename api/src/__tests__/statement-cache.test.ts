// SQLite statements are compiled once per SQL text and reused by Kysely's queries; a statement
// still streaming rows is never handed to a second query, and the cache holds at most its limit.

import SqliteDatabase, { type Database } from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from '../db/statement-cache';

interface Tables {
  item: { id: number; name: string };
}

let raw: Database;
let compiled: string[];
let db: Kysely<Tables>;

const open = (limit?: number) => {
  raw = new SqliteDatabase(':memory:');
  compiled = [];
  const prepare = raw.prepare.bind(raw);
  raw.prepare = ((text: string) => {
    compiled.push(text);
    return prepare(text);
  }) as typeof raw.prepare;
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(raw, limit) }) });
};

const createItems = async (count: number) => {
  await sql`create table item (id integer primary key, name text not null)`.execute(db);
  for (let id = 1; id <= count; id += 1)
    await db
      .insertInto('item')
      .values({ id, name: `item ${id}` })
      .execute();
};

afterEach(async () => {
  await db.destroy();
});

test('the same SQL text is compiled once, whatever its parameters', async () => {
  open();
  await createItems(20);
  const names = [];
  for (let id = 1; id <= 20; id += 1) {
    names.push((await db.selectFrom('item').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name);
  }
  expect(names).toEqual(Array.from({ length: 20 }, (_, index) => `item ${index + 1}`));
  // The create, the insert and the select: each text compiled once for its 1 + 20 + 20 runs.
  expect(compiled).toHaveLength(3);
});

test('a statement still streaming rows is never handed out again until its stream has ended', async () => {
  open();
  await createItems(3);
  const cache = withStatementCache(raw);
  const text = 'select name from item order by id';
  const streaming = cache.prepare(text);
  const rows = streaming.iterate([]);
  expect(rows.next().value).toEqual({ name: 'item 1' });
  // Kysely never runs a second query on the connection mid-stream; were it to, it would get its own.
  const meanwhile = cache.prepare(text);
  expect(meanwhile).not.toBe(streaming);
  rows.return?.();
  expect(cache.prepare(text)).toBe(streaming);
  expect(cache.prepare(text).all([])).toEqual([{ name: 'item 1' }, { name: 'item 2' }, { name: 'item 3' }]);
});

test('past its limit the least recently used text is let go and compiled again when it returns', async () => {
  open(2);
  await createItems(0);
  const byId = () => db.selectFrom('item').selectAll().where('id', '=', 1).execute();
  const byName = () => db.selectFrom('item').selectAll().where('name', '=', 'x').execute();
  const count = () =>
    db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
  await byId();
  await byName();
  await byId(); // byName is now the least recently used
  await count(); // lets byName go
  const before = compiled.length;
  await byId();
  expect(compiled).toHaveLength(before);
  await byName();
  expect(compiled).toHaveLength(before + 1);
});
