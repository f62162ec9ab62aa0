// A migrated database to copy, made once: every test app used to migrate an empty database
// from the first migration (about a second each, some 150 apps a suite, on both engines).
// SQLite: one migrated file per jest worker process, copied into each app's data directory.
// PostgreSQL: one template database per set of migrations, made once under an advisory lock
// (jest workers start together), and each app gets a database of its own made from it.
// The app's own start still runs the migrator, which then finds nothing left to apply.
// A second template per set of migrations also holds the test staff account (made by the app's own
// code, once): an app started on it finds its staff and skips the first-account work, whose password
// rule builds the strength estimator's tables (about a second of CPU in every test file).

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { migrateToLatest, openDatabase, sqliteFile } from '../../db/connect';
import type { Database } from '../../db/schema';
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

/** Rows a template starts with beyond the migrations (the test staff account), under a name of its own. */
export interface TemplateRows {
  name: string;
  write(db: Kysely<Database>): Promise<void>;
}

const sqliteTemplates = new Map<string, Promise<string>>();

/**
 * The migrated SQLite file of this worker process, with `rows` if given (closed cleanly: no WAL beside
 * it). Kept in the temp folder under the process and the migrations, so the worker's later test files
 * (each with modules of its own) copy it instead of migrating again.
 */
const migratedSqliteFile = (rows?: TemplateRows): Promise<string> => {
  const key = rows?.name ?? '';
  let made = sqliteTemplates.get(key);
  if (made === undefined) {
    made = (async () => {
      const file = path.join(
        os.tmpdir(),
        `agency-template-${process.pid}-${await migrationsFingerprint()}${rows ? `-${rows.name}` : ''}.sqlite`,
      );
      if (fs.existsSync(file)) return file;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'));
      try {
        if (rows) await fs.promises.copyFile(await migratedSqliteFile(), sqliteFile(dir));
        const { db, engine } = openDatabase({ dataDir: dir });
        if (rows) await rows.write(db);
        else await migrateToLatest(db, engine);
        await db.destroy();
        // Whole or not at all: a file another test file finds is always complete.
        fs.renameSync(sqliteFile(dir), file);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      process.once('exit', () => fs.rmSync(file, { force: true }));
      return file;
    })();
    sqliteTemplates.set(key, made);
  }
  return made;
};

/** Puts a migrated SQLite database into `dataDir`, holding `rows` if given. */
export const copyMigratedSqlite = async (dataDir: string, rows?: TemplateRows): Promise<void> => {
  await fs.promises.copyFile(await migratedSqliteFile(rows), sqliteFile(dataDir));
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const TEMPLATE_LOCK = 770_431; // any number of our own: the advisory lock that makes the template once

/** Makes database `template` once, by `fill` (migrations, or a copy of another template and rows). */
const ensureDatabase = async (admin: Client, template: string, fill: (building: string) => Promise<void>): Promise<void> => {
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount !== 0) return;
  // Made under another name and renamed when complete: a run stopped halfway leaves no broken template.
  const building = `${template}_building`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await fill(building);
  await admin.query(`alter database "${building}" rename to "${template}"`);
};

const ensurePostgresTemplate = async (baseUrl: string, rows?: TemplateRows): Promise<string> => {
  const migrated = `agency_template_${await migrationsFingerprint()}`;
  const template = rows ? `${migrated}_${rows.name}` : migrated;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  /** Runs `work` on the database being built, then closes it. */
  const inDatabase = async (building: string, work: (db: Kysely<Database>, engine: 'postgres') => Promise<void>) => {
    const { db } = openDatabase({ dataDir: os.tmpdir(), databaseUrl: withDatabase(baseUrl, building) });
    try {
      await work(db, 'postgres');
    } finally {
      await db.destroy();
    }
  };
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    await ensureDatabase(admin, migrated, async (building) => {
      await admin.query(`create database "${building}"`);
      await inDatabase(building, migrateToLatest);
    });
    if (rows) {
      await ensureDatabase(admin, template, async (building) => {
        await admin.query(`create database "${building}" template "${migrated}"`);
        await inDatabase(building, (db) => rows.write(db));
      });
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return template;
};

const postgresTemplates = new Map<string, Promise<string>>();

/** A new migrated database (its URL), holding `rows` if given, and the way to drop it. */
export const createMigratedPostgres = async (
  baseUrl: string,
  name: string,
  rows?: TemplateRows,
): Promise<{ url: string; drop(): Promise<void> }> => {
  const key = rows?.name ?? '';
  let made = postgresTemplates.get(key);
  if (made === undefined) {
    made = ensurePostgresTemplate(baseUrl, rows);
    postgresTemplates.set(key, made);
  }
  return createPostgresDatabase(baseUrl, name, await made);
};

/**
 * A new database (its URL), empty or copied from `template`, and the way to drop it. Each test gets a
 * database, never a schema beside other tests': Kysely's migrator reads the catalog of its whole
 * database, and a schema another test dropped meanwhile failed it ("schema … does not exist").
 */
export const createPostgresDatabase = async (
  baseUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> => {
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
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
