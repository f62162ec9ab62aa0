// One naming convention for the columns of a table, on SQLite and on PostgreSQL: a table whose rows
// are replied as the contract's entities names its columns as the reply's fields (camelCase, `_id`);
// a table only the server reads names them in snake_case. A table mixing both is one of the legacy
// tables docs/architecture.md lists ("Names kept on purpose"), and no new one may join them.

import type { Kysely } from 'kysely';
import type { OpenDatabase } from '../db/connect';
import { migratedDatabase } from './helpers/test-app';

/** Tables that mixed the two styles before the rule; renaming their columns would buy nothing but risk. */
const LEGACY_MIXED_TABLES = ['users', 'slug_history'];

type Style = 'field' | 'snake' | 'neutral';

/** `_id` and one-word names (`path`, `file`, `key`) fit either style. */
const columnStyle = (name: string): Style => {
  const rest = name.replace(/^_id$/, '');
  if (/[A-Z]/.test(rest)) return 'field';
  if (rest.includes('_')) return 'snake';
  return 'neutral';
};

let close: () => Promise<void>;
let open: OpenDatabase;
beforeAll(async () => {
  ({ open, close } = await migratedDatabase());
});
afterAll(async () => {
  await close();
});

const mixedTables = async (): Promise<string[]> => {
  const tables = await (open.db as Kysely<unknown>).introspection.getTables();
  return tables
    .filter((table) => !table.isView)
    .filter((table) => {
      const styles = new Set(table.columns.map((column) => columnStyle(column.name)));
      return styles.has('field') && styles.has('snake');
    })
    .map((table) => table.name)
    .sort();
};

it('tells the two styles apart', () => {
  expect(columnStyle('createdAt')).toBe('field');
  expect(columnStyle('created_at')).toBe('snake');
  expect(columnStyle('_id')).toBe('neutral');
  expect(columnStyle('path')).toBe('neutral');
});

it('names the columns of every table in one style, but for the legacy tables listed', async () => {
  expect(await mixedTables()).toEqual([...LEGACY_MIXED_TABLES].sort());
});
