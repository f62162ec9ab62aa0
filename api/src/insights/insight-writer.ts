// Where insight batches are written. In the built server, on a worker thread with a database connection
// of its own (writer-thread.ts): a 500-event batch is about 80 µs of work a beacon, which on the event
// loop held every beacon and page waiting behind it (the insight bench's p99, and the pages' rate
// during beacons). From the TypeScript sources (jest), where no compiled thread lies beside this file,
// on the event loop. A thread that stops fails the batches it held; the next ones go to the event loop.

import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeInsightBatch, type ReceivedEvent } from './write-batch';
import type { WriterReply, WriterRequest, WriterThreadData } from './writer-thread';

export interface InsightWriter {
  /** Stores a batch; answers how many of its events were new (the others were already stored). */
  write(batch: readonly ReceivedEvent[]): Promise<number>;
  /** Where the batches are being written now. */
  where(): 'thread' | 'event loop';
  /** Ends the thread, after the batches it holds. */
  close(): Promise<void>;
}

/** The compiled thread, beside the compiled form of this file. */
export const WRITER_THREAD_FILE = path.join(__dirname, 'writer-thread.js');

const eventLoopWriter = (db: Kysely<Database>): InsightWriter => ({
  write: (batch) => writeInsightBatch(db, batch),
  where: () => 'event loop',
  close: async () => undefined,
});

export const startInsightWriter = (
  db: Kysely<Database>,
  database: WriterThreadData,
  onThreadError: (error: Error) => void,
  threadFile = WRITER_THREAD_FILE,
): InsightWriter => {
  const onEventLoop = eventLoopWriter(db);
  if (!fs.existsSync(threadFile)) return onEventLoop;
  const worker = new Worker(threadFile, { workerData: database });
  // Held only while it has batches: the server's exit never waits for an idle thread, and a closing
  // process whose other handles are gone still waits for the last batch.
  worker.unref();
  const held = new Map<number, { resolve: (written: number) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped = false;
  worker.on('message', (reply: WriterReply) => {
    const waiting = held.get(reply.id);
    held.delete(reply.id);
    if (held.size === 0) worker.unref();
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.written);
  });
  worker.on('error', onThreadError);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      stopped = true;
      for (const waiting of held.values()) waiting.reject(new Error('the insight writer thread stopped'));
      held.clear();
      resolve();
    }),
  );
  const send = (request: WriterRequest) => worker.postMessage(request);
  return {
    write: (batch) => {
      if (stopped) return onEventLoop.write(batch);
      const id = nextId++;
      worker.ref();
      return new Promise((resolve, reject) => {
        held.set(id, { resolve, reject });
        send({ id, batch });
      });
    },
    where: () => (stopped ? 'event loop' : 'thread'),
    close: async () => {
      if (stopped) return;
      worker.ref();
      send('close');
      await exited;
    },
  };
};
