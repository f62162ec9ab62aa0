// Versioned migrations: every file of this folder named `NNN-name` is one, applied in name order,
// so a new migration is its file alone. The tests read the .ts files, the build the .js ones swc
// writes beside them (the build empties dist/ first, so a removed migration leaves no stale file).
// Helpers (helpers/, in-one-transaction.ts) and this file are not named so and are left out.

import fs from 'node:fs';
import path from 'node:path';
import type { Migration, MigrationProvider } from 'kysely';

const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.(ts|js)$/;

/** The migrations of `folder` by name; a file named as a migration that exports no `up` is a mistake, not a skip. */
export const migrationsIn = async (folder: string): Promise<Record<string, Migration>> => {
  const files = fs
    .readdirSync(folder)
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a[1].localeCompare(b[1]));
  const migrations: Record<string, Migration> = {};
  for (const [file, name] of files) {
    if (name in migrations) throw new Error(`Migration ${name} is in ${folder} twice`);
    const module = (await import(path.join(folder, file))) as Partial<Migration>;
    if (typeof module.up !== 'function') throw new Error(`Migration ${file} exports no up function`);
    migrations[name] = { up: module.up, ...(module.down ? { down: module.down } : {}) };
  }
  return migrations;
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => migrationsIn(__dirname),
};
