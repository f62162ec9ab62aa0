// The rate-limit counter instances share on PostgreSQL: one atomic upsert per hit
// (scale-out.test.ts shows two instances counting together). Tested on both engines.

import type { Kysely } from 'kysely';
import { openDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import { countHit } from '../shared-state/database-rate-limit-store';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let db: Kysely<Database>;
beforeAll(async () => {
  // The app migrates the database; the test counts on a connection of its own.
  t = await createTestApp({ seed: false });
  db = openDatabase(t.env).db;
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});

test('a window counts its hits, and starts again at 1 once it has ended', async () => {
  const start = 1_000_000;
  const key = `test|${Math.random()}`;
  expect(await countHit(db, key, 60_000, start)).toEqual({ current: 1, ttl: 60_000 });
  expect(await countHit(db, key, 60_000, start + 1_000)).toEqual({ current: 2, ttl: 59_000 });
  expect(await countHit(db, key, 60_000, start + 60_000)).toEqual({ current: 1, ttl: 60_000 });
});

test('hits at the same moment are each counted once', async () => {
  const key = `test|${Math.random()}`;
  const results = await Promise.all(Array.from({ length: 20 }, () => countHit(db, key, 60_000)));
  expect(results.map((result) => result.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
});
