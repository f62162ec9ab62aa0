// One page's figures (GET /insights/page) read that page's rows through its own index (migration
// 116), not every page's rows of the 30 days: SQLite's plan names the index. (PostgreSQL plans a
// scan of tables this small whatever their indexes; its figures are in npm run bench:insights.)

import { sql } from 'kysely';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { createTestApp, type TestApp } from './helpers/test-app';

const onSqlite = process.env.TEST_DATABASE_URL ? test.skip : test;

let t: TestApp;
let direct: OpenDatabase;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const planOf = async (table: 'insight_daily' | 'insight_vitals') => {
  const { rows } = await sql<{ detail: string }>`explain query plan select count(*) from ${sql.table(table)}
    where path = ${'/blog/a'} and day >= ${'2026-10-27'} and day <= ${'2026-11-25'}`.execute(direct.db);
  return rows.map((row) => row.detail).join(' | ');
};

onSqlite("a page's rollups of a range are read through the page's own index", async () => {
  expect(await planOf('insight_daily')).toContain('insight_daily_path_day');
  expect(await planOf('insight_vitals')).toContain('insight_vitals_path_day');
});
