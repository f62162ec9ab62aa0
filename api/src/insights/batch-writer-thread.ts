// The insight writer's own thread (batch-writer.ts starts it): its own database connection writes each
// batch the server hands it, one after the other, and answers how many events were new. Writing a
// batch on the event loop cost the server about half of a beacon's main-thread time (120 of ~250 µs
// in the ingestion bench: the statements' building and running, and their garbage).

import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/connect';
import { writeInsightBatch, type ReceivedEvent } from './write-batch';
import type { WriterRequest, WriterReply, WriterThreadData } from './batch-writer';

// On SQLite a transaction holds the database's one write lock: the server's own writes wait for it
// (briefly, its connection's busy timeout), so a batch is written in transactions of this many events.
const EVENTS_A_TRANSACTION = 100;

const port = parentPort!;
const { db } = openDatabase(workerData as WriterThreadData);
let queue = Promise.resolve();

const write = async (batch: readonly ReceivedEvent[]): Promise<number> => {
  let stored = 0;
  for (let at = 0; at < batch.length; at += EVENTS_A_TRANSACTION) {
    stored += await writeInsightBatch(db, batch.slice(at, at + EVENTS_A_TRANSACTION));
  }
  return stored;
};

port.on('message', (request: WriterRequest) => {
  queue = queue.then(async () => {
    if (request.kind === 'stop') {
      await db.destroy();
      port.close();
      return;
    }
    const reply: WriterReply = await write(request.batch).then(
      (stored) => ({ id: request.id, stored }),
      (error: unknown) => ({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
    port.postMessage(reply);
  });
});
