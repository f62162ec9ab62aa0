// A migrated database to copy, made once: every test app used to migrate an empty database
// from the first migration (about a second each, some 150 apps a suite, on both engines).
// SQLite: one migrated file per jest worker, copied into each app's data directory.
// PostgreSQL: one template database per set of migrations, made once under an advisory lock
// (jest workers start together), and each app gets a database of its own made from it.
// The app's own start still runs the migrator, which then finds nothing left to apply.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrateToLatest, openDatabase, sqliteFile } from '../../db/connect';
import { migrationProvider } from '../../db/migrations';

/** Names and code of every migration: a changed set gets a template of its own. */
const migrationsFingerprint = async (): Promise<string> => {
  const migrations = await migrationProvider.getMigrations();
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\n${String(migration.up)}\n${String(migration.down ?? '')}\n`);
  }
  return hash.digest('hex').slice(0, 16);
};

let sqliteTemplate: Promise<string> | undefined;

/** The migrated SQLite file of this worker (closed cleanly: no WAL beside it). */
const migratedSqliteFile = (): Promise<string> =>
  (sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const { db, engine } = openDatabase({ dataDir: dir });
    await migrateToLatest(db, engine);
    await db.destroy();
    return sqliteFile(dir);
  })());

/** Puts a migrated SQLite database into `dataDir`. */
export const copyMigratedSqlite = async (dataDir: string): Promise<void> => {
  await fs.promises.copyFile(await migratedSqliteFile(), sqliteFile(dataDir));
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const TEMPLATE_LOCK = 770_431; // any number of our own: the advisory lock that makes the template once

const ensurePostgresTemplate = async (baseUrl: string): Promise<string> => {
  const template = `agency_template_${await migrationsFingerprint()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      // Made under another name and renamed when complete: a run stopped halfway leaves no broken template.
      const building = `${template}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const { db, engine } = openDatabase({ dataDir: os.tmpdir(), databaseUrl: withDatabase(baseUrl, building) });
      try {
        await migrateToLatest(db, engine);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database "${building}" rename to "${template}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return template;
};

let postgresTemplate: Promise<string> | undefined;

/** A new migrated database (its URL) and the way to drop it. */
export const createMigratedPostgres = async (baseUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> => {
  const template = await (postgresTemplate ??= ensurePostgresTemplate(baseUrl));
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(baseUrl, name),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
};
