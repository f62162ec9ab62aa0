// Kysely begins SQLite transactions DEFERRED: a transaction that reads first takes the write lock only
// at its first write, and fails there (SQLITE_BUSY, no waiting) if another connection committed since
// its read. The server has a second writing connection (the insight writer's thread), so every
// transaction begins IMMEDIATE instead: it takes the write lock at once, waiting for the other's
// commit (the busy timeout), and then cannot fail for that reason.

import type { SqliteDatabase } from 'kysely';

export const withImmediateTransactions = (database: SqliteDatabase): SqliteDatabase => ({
  close: () => database.close(),
  prepare: (sql) => database.prepare(sql === 'begin' ? 'begin immediate' : sql),
});
