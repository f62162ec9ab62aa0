// A transaction whose commit does not wait for the disk, for insight batches only. Their events were
// answered 202 before being written (the buffer holds them in memory up to 250 ms, lost on a crash),
// so waiting for the disk buys nothing promised: on SQLite that wait (the WAL's fsync under
// synchronous = FULL) ran on the event loop, holding every beacon and page for it. The database stays
// consistent either way; a power cut can lose the last batches, which a later synced commit (any
// other write) makes durable with it.

import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export const unsyncedTransaction = async <T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // The setting is the connection's: held for this transaction alone, so no other write commits without it.
  return db.connection().execute(async (connection) => {
    const [setting] = (await sql<{ synchronous: number }>`pragma synchronous`.execute(connection)).rows;
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${Number(setting.synchronous)}`).execute(connection);
    }
  });
};
