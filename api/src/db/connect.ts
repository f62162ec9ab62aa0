// Opens the database the options ask for: PostgreSQL when a URL is given, else a
// SQLite file in the data directory (WAL, synchronous=FULL, foreign keys on).

import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool, types } from 'pg';
import { sendMarkedPrepared } from './prepared-statements';
import Cursor from 'pg-cursor';
import { migrationProvider } from './migrations';
import { withStatementCache } from './statement-cache';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL pool (for its figures); absent on SQLite. */
  pool?: Pool;
}

// PostgreSQL sends bigint (int8) as text to keep precision; our bigints are
// millisecond timestamps and counts, well inside JavaScript's safe integers.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'agency.sqlite');

/** The database and its WAL files hold password hashes and secrets: owner only. */
export const SQLITE_FILE_MODE = 0o600;

/** Creates the file 0600 (SQLite gives its -wal and -shm files the same mode) and fixes older ones. */
const makePrivate = (file: string): void => {
  fs.closeSync(fs.openSync(file, 'a', SQLITE_FILE_MODE));
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(name, SQLITE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
};

const openSqlite = (dataDir: string): Kysely<Database> => {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  makePrivate(sqliteFile(dataDir));
  const database = new SqliteDatabase(sqliteFile(dataDir));
  database.pragma('journal_mode = WAL');
  // FULL: a write the API acknowledged survives a power cut too, not only a crash.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
};

const openPostgres = (connectionString: string): OpenDatabase => {
  const pool = new Pool({ connectionString, max: 10 });
  // A connection that breaks (database restart, failover, network cut) fails the query it was
  // running; its own error event must not end the process (the pool replaces the connection).
  pool.on('connect', (client) => client.on('error', () => undefined));
  // An idle connection ended by the server (restart, pg_terminate_backend) is reported by the pool
  // after it dropped it; unheard, that 'error' event would end the process.
  pool.on('error', () => undefined);
  sendMarkedPrepared(pool);
  // The cursor lets a query stream (Kysely's `.stream()`: the CSV export) a few rows at a time.
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) }), engine: 'postgres', pool };
};

export const openDatabase = (options: { dataDir: string; databaseUrl?: string }): OpenDatabase =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : { db: openSqlite(options.dataDir), engine: 'sqlite' };

/**
 * Applies every pending migration; throws with the first failure. On PostgreSQL the
 * migrator's own tables are pinned to the current schema: otherwise it sees another
 * schema's bookkeeping tables in the same database and skips creating its own.
 */
export const migrateToLatest = async (db: Kysely<Database>, engine: Engine): Promise<void> => {
  const migrationTableSchema =
    engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const { error } = await new Migrator({ db, provider: migrationProvider, migrationTableSchema }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
};
