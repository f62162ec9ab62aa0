// The insight writer's thread, compiled as `npm start` runs it: it writes the batches handed to it with
// a connection of its own (each event once, however often it is sent), hands the next batches back to
// the event loop when it stops by itself, and ends when asked once what it was handed is written.

import path from 'node:path';
import { sql } from 'kysely';
import type * as BatchWriterModule from '../insights/batch-writer';
import type { ReceivedEvent } from '../insights/write-batch';
import { ensureCompiledServers, REPO_ROOT } from './helpers/compiled-build';
import { migratedDatabase } from './helpers/test-app';

let startWriterThread: typeof BatchWriterModule.startWriterThread;
let database: Awaited<ReturnType<typeof migratedDatabase>>;
beforeAll(async () => {
  ensureCompiledServers();
  ({ startWriterThread } = (await import(path.join(REPO_ROOT, 'api', 'dist', 'insights', 'batch-writer.js'))) as typeof BatchWriterModule);
  database = await migratedDatabase();
});
afterAll(async () => {
  await database.close();
});

/** `visits` page views, each followed by its LCP. */
const visitsOf = (visits: number, run: string): ReceivedEvent[] => {
  const receivedAt = Date.now();
  const day = new Date(receivedAt).toISOString().slice(0, 10);
  const remotes = { mf_public: '1.0.0' };
  return Array.from({ length: visits }, (_, visit): ReceivedEvent[] => {
    const path = `/blog/thread-${visit % 7}`;
    return [
      {
        event: { id: `${run}-${visit}-view`, type: 'view', path, device: 'phone', remotes },
        receivedAt,
        day,
        visitor: `${run}-visitor-${visit}`,
        referrerHost: '',
        channel: 'direct',
      },
      { event: { id: `${run}-${visit}-lcp`, type: 'vital', path, name: 'LCP', value: 1200, remotes }, receivedAt, day },
    ];
  }).flat();
};

const stored = async (run: string) => {
  const { rows } = await sql<{ n: number }>`select count(*) as n from insight_events where id like ${`${run}-%`}`.execute(database.open.db);
  return Number(rows[0].n);
};

test('batches are written by the thread, each event once, and the thread ends when asked', async () => {
  const onEventLoop = jest.fn(async () => 0);
  const writer = startWriterThread({ dataDir: database.env.dataDir, databaseUrl: database.env.databaseUrl }, onEventLoop);
  expect(writer?.thread).toBeDefined();
  const batch = visitsOf(130, 'thread');
  // 260 events: three of the thread's transactions.
  expect(await writer!.write(batch)).toBe(260);
  expect(await writer!.write(batch.slice(0, 40))).toBe(0);
  expect(await stored('thread')).toBe(260);
  const { rows } = await sql<{ views: number }>`select sum(views) as views from insight_daily where path like '/blog/thread-%'`.execute(
    database.open.db,
  );
  expect(Number(rows[0].views)).toBe(130);
  expect(onEventLoop).not.toHaveBeenCalled();
  await writer!.stop();
  expect(writer!.thread).toBeUndefined();
});

test('a thread that stops by itself hands the next batches to the event loop', async () => {
  const onEventLoop = jest.fn(async (batch: readonly ReceivedEvent[]) => batch.length);
  const writer = startWriterThread({ dataDir: database.env.dataDir, databaseUrl: database.env.databaseUrl }, onEventLoop)!;
  expect(await writer.write(visitsOf(1, 'before'))).toBe(2);
  await writer.thread!.terminate();
  await new Promise((resolve) => setImmediate(resolve));
  expect(writer.thread).toBeUndefined();
  const after = visitsOf(2, 'after');
  expect(await writer.write(after)).toBe(4);
  expect(onEventLoop).toHaveBeenCalledWith(after);
  expect(await stored('after')).toBe(0);
  await writer.stop();
});
