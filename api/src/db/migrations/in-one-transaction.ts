// Runs a migration's statements in one transaction on SQLite too. Kysely's migrator wraps each
// migration in a transaction only where it counts DDL as transactional (PostgreSQL); on SQLite
// every statement would commit, and fsync, on its own: dozens of them made a fresh start slow.

import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const inOneTransaction = async (db: AnyDb, apply: (db: AnyDb) => Promise<void>): Promise<void> => {
  // On PostgreSQL `db` is already the migrator's transaction.
  if (db.getExecutor().adapter instanceof PostgresAdapter || db.isTransaction) return apply(db);
  await db.transaction().execute((trx) => apply(trx));
};
