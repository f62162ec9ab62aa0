// Insight batches commit without waiting for the disk (on SQLite that wait ran on the event loop and
// held every beacon and page for it), and only they do: the connection's setting is back for the next
// write, for a write queued meanwhile, and after a batch that failed (this engine: SQLite, or
// PostgreSQL with TEST_DATABASE_URL).

import { sql } from 'kysely';
import type { OpenDatabase } from '../db/connect';
import { unsyncedTransaction } from '../insights/unsynced-transaction';
import { migratedDatabase } from './helpers/test-app';

let database: Awaited<ReturnType<typeof migratedDatabase>>;
let open: OpenDatabase;
beforeAll(async () => {
  database = await migratedDatabase();
  open = database.open;
});
afterAll(() => database.close());

/** Whether a commit on this connection waits for the disk: SQLite's synchronous level, PostgreSQL's synchronous_commit. */
const commitWaits = async (db: OpenDatabase['db']): Promise<string> =>
  open.engine === 'postgres'
    ? (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0].synchronous_commit
    : String((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0].synchronous);

const SYNCED = () => (open.engine === 'postgres' ? 'on' : '2');
const UNSYNCED = () => (open.engine === 'postgres' ? 'off' : '1');

test('an insight transaction commits without waiting for the disk; the next write waits again', async () => {
  expect(await commitWaits(open.db)).toBe(SYNCED());
  const inside = await unsyncedTransaction(open.db, async (trx) => {
    await trx.insertInto('insight_leases').values({ name: 'unsynced-1', holder: 'test', until: 1 }).execute();
    return commitWaits(trx);
  });
  expect(inside).toBe(UNSYNCED());
  expect(await commitWaits(open.db)).toBe(SYNCED());
  expect(await open.db.selectFrom('insight_leases').select('name').where('name', '=', 'unsynced-1').executeTakeFirst()).toBeDefined();
});

test('a write queued while an insight transaction runs still waits for the disk', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const batch = unsyncedTransaction(open.db, async (trx) => {
    await trx.insertInto('insight_leases').values({ name: 'unsynced-2', holder: 'test', until: 1 }).execute();
    started();
    await gate;
  });
  await running;
  const other = open.db.transaction().execute(async (trx) => {
    await trx.insertInto('insight_leases').values({ name: 'synced-2', holder: 'test', until: 1 }).execute();
    return commitWaits(trx);
  });
  release();
  await batch;
  expect(await other).toBe(SYNCED());
});

test('a failed insight transaction writes nothing and leaves the setting as it was', async () => {
  await expect(
    unsyncedTransaction(open.db, async (trx) => {
      await trx.insertInto('insight_leases').values({ name: 'unsynced-3', holder: 'test', until: 1 }).execute();
      throw new Error('batch failed');
    }),
  ).rejects.toThrow('batch failed');
  expect(await commitWaits(open.db)).toBe(SYNCED());
  expect(await open.db.selectFrom('insight_leases').select('name').where('name', '=', 'unsynced-3').executeTakeFirst()).toBeUndefined();
});
