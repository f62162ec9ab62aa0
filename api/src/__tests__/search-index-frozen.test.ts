// Migration 006 indexed a frozen copy of the full-text definitions (migrations import nothing from
// the application): the queries of persistence/full-text.ts must still name exactly those expressions,
// or PostgreSQL reads no index and SQLite searches a table that does not exist.

import * as frozen from '../db/migrations/helpers/full-text-v1';
import { FULL_TEXT_INDEXES, postgresVector, sqliteSearchTable } from '../persistence/full-text';

it('the queries search exactly what migration 006 indexed', () => {
  expect(Object.keys(FULL_TEXT_INDEXES)).toEqual(Object.keys(frozen.FULL_TEXT_INDEXES));
  for (const [key, index] of Object.entries(FULL_TEXT_INDEXES)) {
    const indexed = frozen.FULL_TEXT_INDEXES[key as keyof typeof frozen.FULL_TEXT_INDEXES];
    expect(postgresVector(index)).toBe(frozen.postgresVector(indexed));
    expect(sqliteSearchTable(index)).toBe(frozen.sqliteSearchTable(indexed));
  }
});
