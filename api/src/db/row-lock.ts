// Row locks for read-modify-write transactions. SQLite has one writer at a time
// (better-sqlite3 runs the transaction on its only connection), so only PostgreSQL needs FOR UPDATE.

import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './connect';

export const forUpdate = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  engine: Engine,
): SelectQueryBuilder<DB, TB, O> => (engine === 'postgres' ? query.forUpdate() : query);
