// The insight batch writer's thread (started by insight-writer.ts in the compiled server): a database
// connection of its own writes each batch the server hands it, one at a time, so a batch's statements
// and commit never hold a beacon or a page on the server's event loop.

import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/connect';
import { writeInsightBatch, type ReceivedEvent } from './write-batch';

/** The database to open: the server's own (its SQLite file, or its PostgreSQL URL and schema). */
export interface WriterThreadData {
  dataDir: string;
  databaseUrl?: string;
}

export type WriterRequest = { id: number; batch: readonly ReceivedEvent[] } | 'close';
export type WriterReply = { id: number; written: number } | { id: number; error: string };

const port = parentPort;
if (port) {
  const { db } = openDatabase(workerData as WriterThreadData);
  // One request at a time, in order: a close waits for the batches sent before it.
  let done: Promise<void> = Promise.resolve();
  const handle = async (request: WriterRequest): Promise<void> => {
    if (request === 'close') {
      await db.destroy().catch(() => undefined);
      port.close();
      return;
    }
    try {
      port.postMessage({ id: request.id, written: await writeInsightBatch(db, request.batch) } satisfies WriterReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies WriterReply);
    }
  };
  port.on('message', (request: WriterRequest) => {
    done = done.then(() => handle(request));
  });
}
