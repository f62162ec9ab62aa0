// Migration 130 (per-page vital samples) on the engine under test: summaries built before it have
// no sample rows, so it marks them unbuilt (reports read the daily rows meanwhile) and the next run
// of the insight job rebuilds them with their samples.

import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from '../db/migrations';
import { migrateToLatest, openDatabase, type Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { summariseInsights } from '../insights/summarise';
import { addDays } from '../insights/summary-periods';
import { dayOf } from '../insights/visitor-hash';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-app';

const BEFORE = '125-insight-summaries';
const DAY = addDays(dayOf(Date.now()), -10);

let env: TestEnvironment;
let db: Kysely<Database>;
let engine: Engine;
beforeAll(async () => {
  env = await createTestEnvironment();
  ({ db, engine } = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl }));
});
afterAll(async () => {
  await db?.destroy();
  await env?.dispose();
});

test('summaries built before migration 130 are read no more until rebuilt with their samples', async () => {
  const migrationTableSchema =
    engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const { error } = await new Migrator({ db, provider: migrationProvider, migrationTableSchema }).migrateTo(BEFORE);
  expect(error).toBeUndefined();
  await db.insertInto('insight_vitals').values({ day: DAY, path: '/blog', metric: 'LCP', bucket: 160, count: 3 }).execute();
  await db.insertInto('insight_summary_periods').values({ kind: 'day', start: DAY, changes: 0, built: 0 }).execute();

  await migrateToLatest(db, engine);
  const period = () =>
    db.selectFrom('insight_summary_periods').select('built').where('kind', '=', 'day').where('start', '=', DAY).executeTakeFirstOrThrow();
  expect((await period()).built).toBeNull();

  await summariseInsights(db, engine, 'migration-test');
  expect(Number((await period()).built)).toBe(0);
  const samples = await db
    .selectFrom('insight_sum_page_vitals')
    .select(['path', 'lcp', 'inp'])
    .where('kind', '=', 'day')
    .where('start', '=', DAY)
    .execute();
  expect(samples.map((row) => ({ ...row, lcp: Number(row.lcp), inp: Number(row.inp) }))).toEqual([{ path: '/blog', lcp: 3, inp: 0 }]);
});
