// Reads the per-table row counts and change versions the triggers of migration 007 keep:
// the total of an unfiltered list and the sitemap's "has anything changed" in one row read.

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ListStats {
  rows: number;
  version: number;
  /** Rows in the published state (tables with publication states, migration 054). */
  published: number;
}

export const readListStats = async (db: Db, table: string): Promise<ListStats> => {
  const row = await db
    .selectFrom('list_stats')
    .select(['row_count', 'version', 'published_count'])
    .where('name', '=', table)
    .executeTakeFirst();
  if (!row) throw new Error(`list_stats has no row for ${table}`);
  return { rows: Number(row.row_count), version: Number(row.version), published: Number(row.published_count) };
};

/** The versions of several tables as one string: equal strings mean nothing in them changed. */
export const readVersions = async (db: Db, tables: readonly string[]): Promise<string> => {
  const rows = await db
    .selectFrom('list_stats')
    .select(['name', 'version'])
    .where('name', 'in', [...tables])
    .execute();
  const versions = new Map(rows.map((row) => [row.name, Number(row.version)]));
  return tables.map((table) => `${table}:${versions.get(table) ?? 0}`).join(',');
};
