// SQLite copies its write-ahead log into the database file (a checkpoint) inside the commit that
// finds the log past 1,000 pages: on the event loop, with two fsyncs, so every beacon and page
// waited behind it (the insight bench's beacon p99). Here the server's connection never
// checkpoints; a worker thread with a connection of its own runs a PASSIVE checkpoint (which
// never waits for, nor blocks, a reader or a writer) every `intervalMs`. Should the worker stop,
// the connection checkpoints on its commits again, so the log never grows without end.

import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** What one checkpoint did, as `PRAGMA wal_checkpoint` reports it (pages). */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

export interface WalCheckpointer {
  /** Resolves with the next checkpoint the worker runs. */
  next(): Promise<CheckpointResult>;
  /** Stops the worker (its connection closes); the server's connection checkpoints on its commits again. */
  stop(): Promise<void>;
}

/** SQLite's own default, restored if the worker stops. */
const AUTOCHECKPOINT_PAGES = 1000;

// Plain CommonJS run by the worker (eval): the worker cannot load this TypeScript file under jest.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  const [result] = database.pragma('wal_checkpoint(PASSIVE)');
  parentPort.postMessage(result);
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

export const startWalCheckpointer = async (db: Kysely<Database>, file: string, intervalMs = 1000): Promise<WalCheckpointer> => {
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file, intervalMs } });
  // The server's exit never waits for this thread.
  worker.unref();
  let waiting: Array<(result: CheckpointResult) => void> = [];
  worker.on('message', (result: CheckpointResult) => {
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve(result);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A worker that stopped, asked to or not (the file gone, the driver unloadable), hands checkpoints back.
  worker.once('error', () => undefined);
  const handedBack = exited.then(() =>
    sql
      .raw(`pragma wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`)
      .execute(db)
      .then(() => undefined)
      .catch(() => undefined),
  );
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    stop: async () => {
      // Held while it stops: waiting on an unref'd thread alone, a process whose other handles had
      // closed would end mid-close (exit code 0), its later close hooks never run.
      worker.ref();
      worker.postMessage('stop');
      await handedBack;
    },
  };
};
