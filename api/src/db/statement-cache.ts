// Kysely's SQLite driver calls prepare() for every query, and better-sqlite3 compiles the SQL text
// anew each time. For the insight writer's 100-row statements the compiling cost about as much as
// running them: 4 of the beacon path's 14 s of main thread in a CPU profile of the ingestion bench.
// The same text gets its compiled statement back, unless that statement is mid-iteration (a
// stream's rows are still being read), and the least recently used ones are let go past `limit`.

import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept compiled (a list's `in (?, ?, …)` of each length is one of its own). */
export const STATEMENTS_KEPT = 256;

export const withStatementCache = (database: Database, limit = STATEMENTS_KEPT): SqliteDatabase => {
  const kept = new Map<string, Statement>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare: (sql) => {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Map order is use order: the first key is the least recently used.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const compiled = database.prepare(sql);
      if (statement) return compiled; // the kept one is busy: this one serves the query, once
      kept.set(sql, compiled);
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
      return compiled;
    },
  };
};
