// The columns the content model says a content table has, and those a migrated database has,
// in one comparable form: the name, the type family (text, integer or real: the engines spell
// them differently) and, for the edited columns, whether it takes null.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ResourceModel } from '@agency/shared/contract/content-model';
import { CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import { storageOfModel, type ColumnKind } from '../../persistence/content-storage';
import type { Engine } from '../../db/connect';

export type TypeFamily = 'text' | 'integer' | 'real';

/** A column as compared: `nullable` only for the columns a write edits (the storage map's). */
export interface ColumnShape {
  /** A TypeFamily, or a migrated column's own type name when it is none of them. */
  type: string;
  nullable?: boolean;
}

const OF_KIND: Record<ColumnKind, { type: TypeFamily; nullable: boolean }> = {
  text: { type: 'text', nullable: false },
  nullableText: { type: 'text', nullable: true },
  json: { type: 'text', nullable: false },
  number: { type: 'real', nullable: false },
  nullableNumber: { type: 'real', nullable: true },
  integer: { type: 'integer', nullable: false },
  boolean: { type: 'integer', nullable: false },
};

const TEXT: ColumnShape = { type: 'text' satisfies TypeFamily };

/** The columns of the table of `key` as `model` describes it, with the parts its flags add. */
export const expectedColumns = (key: ContentResourceKey, model: ResourceModel): Record<string, ColumnShape> => {
  const { images, slugFrom } = CONTENT_RESOURCES[key];
  const storage = storageOfModel(key, model);
  return {
    _id: TEXT,
    ...(slugFrom ? { slug: TEXT } : {}),
    ...(images === 'single' ? { image: TEXT } : {}),
    ...(images === 'many' ? { images: TEXT, imageAlts: TEXT } : {}),
    ...Object.fromEntries(Object.entries(storage.fields).map(([name, kind]) => [name, OF_KIND[kind]])),
    createdAt: TEXT,
    updatedAt: TEXT,
  };
};

const familyOf = (dataType: string): string => {
  const type = dataType.toLowerCase();
  if (type === 'text') return 'text';
  if (['integer', 'int4', 'int8', 'bigint'].includes(type)) return 'integer';
  if (['double precision', 'float8', 'real'].includes(type)) return 'real';
  return type;
};

interface RawColumn {
  name: string;
  dataType: string;
  nullable: boolean;
}

const rawColumns = async (db: Kysely<unknown>, engine: Engine, table: string): Promise<RawColumn[]> => {
  if (engine === 'postgres') {
    const { rows } = await sql<{ name: string; data_type: string; is_nullable: string }>`
      select column_name as name, udt_name as data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return rows.map((row) => ({ name: row.name, dataType: row.data_type, nullable: row.is_nullable === 'YES' }));
  }
  const { rows } = await sql<{ name: string; type: string; notnull: number }>`
    select name, type, "notnull" from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => ({ name: row.name, dataType: row.type, nullable: Number(row.notnull) === 0 }));
};

/** The migrated table's columns, shaped like `expected` (nullability where it is given there). */
export const actualColumns = async (
  db: Kysely<unknown>,
  engine: Engine,
  table: string,
  expected: Record<string, ColumnShape>,
): Promise<Record<string, ColumnShape>> =>
  Object.fromEntries(
    (await rawColumns(db, engine, table)).map((column) => [
      column.name,
      expected[column.name]?.nullable === undefined
        ? { type: familyOf(column.dataType) }
        : { type: familyOf(column.dataType), nullable: column.nullable },
    ]),
  );
