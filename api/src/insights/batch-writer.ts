// Where insight batches are written: by a thread of their own (batch-writer-thread.ts) when the
// server runs compiled, as `npm start` does; on the event loop otherwise (the TypeScript sources
// under jest, where a thread cannot load them) and whenever the thread has stopped on its own.

import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReceivedEvent } from './write-batch';

export type WriteBatch = (batch: readonly ReceivedEvent[]) => Promise<number>;

export interface WriterThreadData {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections the thread may hold. */
  poolSize: number;
}
export type WriterRequest = { kind: 'write'; id: number; batch: readonly ReceivedEvent[] } | { kind: 'stop' };
export type WriterReply = { id: number; stored: number } | { id: number; error: string };

export interface BatchWriter {
  write: WriteBatch;
  /** Ends the thread once the batches handed to it are written. */
  stop(): Promise<void>;
  /** The running thread (for tests: a thread that stops by itself hands its work back). */
  readonly thread: Worker | undefined;
}

const THREAD_FILE = path.join(__dirname, 'batch-writer-thread.js');

/** The compiled thread's writer, or undefined where there is no compiled thread to start. */
export const startWriterThread = (data: Omit<WriterThreadData, 'poolSize'>, onEventLoop: WriteBatch): BatchWriter | undefined => {
  if (!fs.existsSync(THREAD_FILE)) return undefined;
  let thread: Worker | undefined = new Worker(THREAD_FILE, { workerData: { ...data, poolSize: 2 } satisfies WriterThreadData });
  const pending = new Map<number, { resolve: (stored: number) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  // Held only while it has work: an idle thread never keeps the process from ending.
  thread.unref();
  thread.on('message', (reply: WriterReply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) thread?.unref();
    if ('error' in reply) job?.reject(new Error(reply.error));
    else job?.resolve(reply.stored);
  });
  // An error or an exit nobody asked for: what it had not written yet is lost (as in a crash), and the
  // event loop writes from now on.
  thread.on('error', () => undefined);
  const exited = new Promise<void>((resolve) =>
    thread!.once('exit', () => {
      thread = undefined;
      for (const job of pending.values()) job.reject(new Error('the insight writer thread stopped'));
      pending.clear();
      resolve();
    }),
  );
  return {
    write: (batch) => {
      if (!thread) return onEventLoop(batch);
      const id = (nextId += 1);
      const written = new Promise<number>((resolve, reject) => pending.set(id, { resolve, reject }));
      thread.ref();
      thread.postMessage({ kind: 'write', id, batch } satisfies WriterRequest);
      return written;
    },
    stop: async () => {
      thread?.ref();
      thread?.postMessage({ kind: 'stop' } satisfies WriterRequest);
      await exited;
    },
    get thread() {
      return thread;
    },
  };
};
