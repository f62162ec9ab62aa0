// In the built server, insight batches are written by a thread with a database connection of its own, off
// the event loop; from the TypeScript sources (no compiled thread beside them) on the event loop; a thread
// that fails loses only the batch it held, and the next ones are written on the event loop.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import * as sourceWriter from '../insights/insight-writer';
import type { ReceivedEvent } from '../insights/write-batch';
import { ensureCompiledServers, REPO_ROOT } from './helpers/compiled-build';
import { migratedDatabase } from './helpers/test-app';

/** A visit's view and two of its vitals. */
const visitOf = (id: string): ReceivedEvent[] => {
  const receivedAt = Date.now();
  const day = new Date(receivedAt).toISOString().slice(0, 10);
  const remotes = { mf_public: '1.0.0' };
  const path = `/blog/${id}`;
  return [
    {
      event: { id: `${id}-view`, type: 'view', path, device: 'phone', remotes },
      receivedAt,
      day,
      visitor: id,
      referrerHost: '',
      channel: 'direct',
    },
    { event: { id: `${id}-lcp`, type: 'vital', path, name: 'LCP', value: 1800, remotes }, receivedAt, day },
    { event: { id: `${id}-inp`, type: 'vital', path, name: 'INP', value: 120, remotes }, receivedAt, day },
  ];
};

const storedEvents = async (db: Kysely<Database>, id: string): Promise<number> => {
  const row = await db
    .selectFrom('insight_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'like', `${id}-%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Fails on any use: a batch it was handed and that got stored went through the thread's own connection. */
const unusableConnection = new Proxy({} as Kysely<Database>, {
  get: () => {
    throw new Error("the event loop's connection was used");
  },
});

let database: Awaited<ReturnType<typeof migratedDatabase>>;
beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database.close());

const connection = () => ({ dataDir: database.env.dataDir, databaseUrl: database.env.databaseUrl });

test('the built server writes each batch on its thread, through its own connection, and counts an event once', async () => {
  ensureCompiledServers();
  const built = createRequire(__filename)(path.join(REPO_ROOT, 'api', 'dist', 'insights', 'insight-writer.js')) as typeof sourceWriter;
  const threadErrors: Error[] = [];
  const writer = built.startInsightWriter(unusableConnection, connection(), (error) => threadErrors.push(error));
  try {
    expect(writer.where()).toBe('thread');
    expect(await writer.write(visitOf('threaded'))).toBe(3);
    expect(await writer.write(visitOf('threaded'))).toBe(0);
    expect(await storedEvents(database.open.db, 'threaded')).toBe(3);
    const daily = await database.open.db
      .selectFrom('insight_daily')
      .select(['views', 'visitors'])
      .where('path', '=', '/blog/threaded')
      .execute();
    expect(daily).toEqual([{ views: 1, visitors: 1 }]);
  } finally {
    await writer.close();
  }
  expect(threadErrors).toEqual([]);
});

test('from the sources, with no compiled thread beside them, batches are written on the event loop', async () => {
  const writer = sourceWriter.startInsightWriter(database.open.db, connection(), () => undefined);
  expect(writer.where()).toBe('event loop');
  expect(await writer.write(visitOf('on-loop'))).toBe(3);
  expect(await storedEvents(database.open.db, 'on-loop')).toBe(3);
  await writer.close();
});

test('a thread that fails loses the batch it held; the next batches are written on the event loop', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-thread-'));
  const failingThread = path.join(folder, 'failing-thread.js');
  fs.writeFileSync(failingThread, "require('node:worker_threads').parentPort.once('message', () => { throw new Error('disk gone'); });\n");
  const threadErrors: Error[] = [];
  const writer = sourceWriter.startInsightWriter(database.open.db, connection(), (error) => threadErrors.push(error), failingThread);
  try {
    expect(writer.where()).toBe('thread');
    await expect(writer.write(visitOf('held'))).rejects.toThrow('the insight writer thread stopped');
    expect(threadErrors.map((error) => error.message)).toEqual(['disk gone']);
    expect(writer.where()).toBe('event loop');
    expect(await writer.write(visitOf('after-failure'))).toBe(3);
    expect(await storedEvents(database.open.db, 'after-failure')).toBe(3);
    expect(await storedEvents(database.open.db, 'held')).toBe(0);
  } finally {
    await writer.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
