// A query marked keptPrepared runs on both engines with the same rows; on PostgreSQL its connection
// prepares it once under a name (pg_prepared_statements lists it), and an unmarked query is not kept.

import { sql } from 'kysely';
import { keptPrepared } from '../db/prepared-statements';
import { migratedDatabase } from './helpers/test-app';

let database: Awaited<ReturnType<typeof migratedDatabase>>;
beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database.close());

test('a marked query answers as the query itself does, called again and again', async () => {
  const { db } = database.open;
  const query = db.selectFrom('list_stats').select(['name']).where('name', '=', 'faqs').compile();
  for (let call = 0; call < 3; call += 1) {
    expect((await db.executeQuery(keptPrepared(query))).rows).toEqual((await db.executeQuery(query)).rows);
  }
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres('on PostgreSQL the connection keeps the marked query prepared by name, and only that one', async () => {
  const { db } = database.open;
  const marked = db.selectFrom('list_stats').select(['name', 'version']).where('name', '=', 'blogs').compile();
  const unmarked = db.selectFrom('list_stats').select(['version']).where('name', '=', 'works').compile();
  const kept = await db.connection().execute(async (connection) => {
    await connection.executeQuery(keptPrepared(marked));
    await connection.executeQuery(keptPrepared(marked));
    await connection.executeQuery(unmarked);
    return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection)).rows;
  });
  const markedKept = kept.filter((statement) => statement.statement.endsWith(marked.sql));
  expect(markedKept).toHaveLength(1);
  expect(markedKept[0].name).toMatch(/^kept_[0-9a-f]{20}$/);
  expect(kept.filter((statement) => statement.statement.endsWith(unmarked.sql))).toEqual([]);
});
