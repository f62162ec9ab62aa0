// A future content type's migration is one call (db/migrations/helpers/content-table-v2.ts): the
// table it creates has, on SQLite and on PostgreSQL (TEST_DATABASE_URL), the same columns, indexes
// and triggers, defined alike, as the content tables migrations 001-057 built step by step, and its
// list_stats row follows inserts, publication changes and deletes.

import { sql, type Kysely } from 'kysely';
import type { Engine, OpenDatabase } from '../db/connect';
import { createContentTable, dropContentTable, type ContentTableSpec } from '../db/migrations/helpers/content-table-v2';
import { migratedDatabase } from './helpers/test-app';

let close: () => Promise<void>;
let open: OpenDatabase;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
beforeAll(async () => {
  ({ open, close } = await migratedDatabase());
  db = open.db;
});
afterAll(async () => {
  await close();
});

const NEW_TABLE = 'new_type';
const text =
  (name: string): ContentTableSpec['columns'] =>
  (t) =>
    t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
const slug: ContentTableSpec['columns'] = (t) => t.addColumn('slug', 'text', (c) => c.notNull().unique());

/** Existing tables, and the one call that would create each today. */
const LIKE: Record<string, Omit<ContentTableSpec, 'table'>> = {
  services: {
    columns: (t) => t.$call(slug).$call(text('title')).$call(text('description')),
    labelColumn: 'title',
    images: 'single',
    publishable: true,
    seo: true,
  },
  single_services: {
    columns: (t) =>
      t
        .$call(slug)
        .$call(text('heading'))
        .$call(text('description'))
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]')),
    labelColumn: 'heading',
    images: 'many',
    publishable: true,
    seo: true,
  },
  team: {
    columns: (t) => ['title', 'role', 'description', 'link1', 'link2', 'link3', 'link4'].reduce((table, name) => text(name)(table), t),
    labelColumn: 'title',
    images: 'single',
  },
  plans: {
    columns: (t) =>
      t
        .$call(text('planName'))
        .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
        .$call(text('duration'))
        .$call(text('description'))
        .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0)),
    labelColumn: 'planName',
  },
};

/** Every column, index and trigger of `table`, its own name replaced so two tables compare. */
const schemaOf = async (engine: Engine, table: string) => {
  const named = (definition: string | null) => (definition ?? '').split(table).join('<table>');
  if (engine === 'postgres') {
    const columns = await sql<{ name: string; type: string; nullable: string; fallback: string | null }>`
      select column_name as name, data_type as type, is_nullable as nullable, column_default as fallback
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
    const indexes = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(
      db,
    );
    const triggers = await sql<{ name: string; definition: string }>`
      select t.tgname as name, pg_get_triggerdef(t.oid) as definition from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(db);
    return {
      columns: columns.rows.map((c) => `${c.name} ${c.type} ${c.nullable} ${c.fallback}`).sort(),
      objects: [...indexes.rows, ...triggers.rows].map((o) => `${named(o.name)}: ${named(o.definition)}`).sort(),
    };
  }
  const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
    select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(db);
  const objects = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger')`.execute(db);
  return {
    columns: columns.rows.map((c) => `${c.name} ${c.type} ${c.notnull} ${c.dflt_value} ${c.pk}`).sort(),
    objects: objects.rows.map((o) => `${named(o.name)}: ${named(o.sql)}`).sort(),
  };
};

const statsOf = async (table: string) =>
  (
    await sql<{ row_count: string | number; version: string | number; published_count: string | number }>`
      select row_count, version, published_count from list_stats where name = ${table}`.execute(db)
  ).rows.map((row) => ({ rows: Number(row.row_count), version: Number(row.version), published: Number(row.published_count) }));

describe.each(Object.keys(LIKE))('a table created like %s', (like) => {
  beforeEach(() => createContentTable(db, { table: NEW_TABLE, ...LIKE[like] }));
  afterEach(() => dropContentTable(db, NEW_TABLE));

  it('has the same columns, indexes and triggers as the migrated one', async () => {
    const expected = await schemaOf(open.engine, like);
    expect(expected.objects.length).toBeGreaterThan(3);
    expect(await schemaOf(open.engine, NEW_TABLE)).toEqual(expected);
  });
});

describe('the list_stats row of a new content table', () => {
  afterEach(() => dropContentTable(db, NEW_TABLE));

  it('counts rows and published rows, and moves its version on every change', async () => {
    await createContentTable(db, { table: NEW_TABLE, ...LIKE.services });
    expect(await statsOf(NEW_TABLE)).toEqual([{ rows: 0, version: 1, published: 0 }]);
    const now = new Date().toISOString();
    await db.insertInto(NEW_TABLE).values({ _id: 'a', slug: 'a', title: 'A', createdAt: now, updatedAt: now }).execute();
    await db.insertInto(NEW_TABLE).values({ _id: 'b', slug: 'b', title: 'B', state: 'draft', createdAt: now, updatedAt: now }).execute();
    expect(await statsOf(NEW_TABLE)).toEqual([{ rows: 2, version: 3, published: 1 }]);
    await db.updateTable(NEW_TABLE).set({ state: 'published' }).where('_id', '=', 'b').execute();
    expect(await statsOf(NEW_TABLE)).toEqual([{ rows: 2, version: 4, published: 2 }]);
    await db.deleteFrom(NEW_TABLE).where('_id', '=', 'a').execute();
    expect(await statsOf(NEW_TABLE)).toEqual([{ rows: 1, version: 5, published: 1 }]);
  });

  it('is gone with the table', async () => {
    await createContentTable(db, { table: NEW_TABLE, columns: text('title'), labelColumn: 'title' });
    await dropContentTable(db, NEW_TABLE);
    expect(await statsOf(NEW_TABLE)).toEqual([]);
  });
});
