// A migration is its file alone: the provider reads every `NNN-name` file of the migrations folder,
// in name order, and leaves the folder's helpers and its own index out.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationProvider, migrationsIn } from '../db/migrations';

const MIGRATIONS_FOLDER = path.join(__dirname, '..', 'db', 'migrations');

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-migrations-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const write = (file: string, source: string) => {
  fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  fs.writeFileSync(path.join(folder, file), source);
};
const MIGRATION = 'exports.up = async () => {};\nexports.down = async () => {};\n';

it('applies a migration file dropped into the folder, with no line anywhere else, in name order', async () => {
  write('002-second.js', MIGRATION);
  write('001-first.js', 'exports.up = async () => {};\n');
  // Not migrations: the provider itself, a shared helper, a helper folder, compiler leftovers.
  write('index.js', 'exports.migrationProvider = {};\n');
  write('in-one-transaction.js', 'exports.inOneTransaction = () => {};\n');
  write('helpers/content-table-v2.js', MIGRATION);
  write('003-third.d.ts', 'export {};\n');
  write('003-third.js.map', '{}');
  const migrations = await migrationsIn(folder);
  expect(Object.keys(migrations)).toEqual(['001-first', '002-second']);
  expect(typeof migrations['002-second'].up).toBe('function');
  expect(typeof migrations['002-second'].down).toBe('function');
  expect(migrations['001-first'].down).toBeUndefined();
});

it('refuses a file named as a migration that is not one, instead of skipping it', async () => {
  write('001-typo.js', 'exports.upp = async () => {};\n');
  await expect(migrationsIn(folder)).rejects.toThrow('Migration 001-typo.js exports no up function');
});

it('gives the API every NNN-name file of its migrations folder and nothing else', async () => {
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => /^\d{3}-.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  expect(files.length).toBeGreaterThan(30);
  expect(Object.keys(await migrationProvider.getMigrations())).toEqual(files);
});
