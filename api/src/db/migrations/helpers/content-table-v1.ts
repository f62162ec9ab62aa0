// Frozen copy, never edited once a migration uses it: a later change is a new helper file (-v2).
// A new content type's migration is one call: the table with everything the older content tables
// got from migrations 001, 005, 007, 053, 054, 055 and 057 (creation and sort indexes, the
// list_stats row and its triggers on both engines, publication, SEO and alt columns), written
// exactly as those migrations wrote it. Needs 054's list_stats table and trigger functions.

import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

export interface ContentTableSpec {
  table: string;
  /** The type's own columns, between `_id` and the picture, publication and SEO parts. */
  columns: (table: Table) => Table;
  /** The title-like column the admin list sorts by (case-insensitive). */
  labelColumn: string;
  /** `single`: `image` + `imageAlt`; `many`: `images` + `imageAlts` (JSON lists). */
  images?: 'single' | 'many';
  /** `state` + `publishAt`, counted in list_stats.published_count. */
  publishable?: boolean;
  /** The SEO fields of an entry with a page of its own (needs `publishable`). */
  seo?: boolean;
}

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const text = (name: string) => (table: Table) => table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
const jsonList = (name: string) => (table: Table) => table.addColumn(name, 'text', (c) => c.notNull().defaultTo('[]'));

const SEO_TEXT_COLUMNS = ['metaTitle', 'metaDescription', 'socialImage', 'canonicalUrl', 'focusKeyphrase'];

const pictureColumns = (images: ContentTableSpec['images']) => (table: Table) => {
  if (images === 'single') return table.$call(text('image')).$call(text('imageAlt'));
  if (images === 'many') return table.$call(jsonList('images')).$call(jsonList('imageAlts'));
  return table;
};

const publicationColumns = (spec: ContentTableSpec) => (table: Table) => {
  if (!spec.publishable) return table;
  const published = table.addColumn('state', 'text', (c) => c.notNull().defaultTo('published')).addColumn('publishAt', 'text');
  if (!spec.seo) return published;
  return SEO_TEXT_COLUMNS.reduce((t, name) => text(name)(t), published).addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0));
};

/** 007's row triggers (every change moves the version) and 054's published counts. */
const sqliteTriggers = (table: string, publishable: boolean) => {
  const set = (change: string) => `begin update list_stats set ${change} where name = '${table}'; end`;
  const add = (delta: string) => `begin update list_stats set published_count = published_count + ${delta} where name = '${table}'; end`;
  return [
    `create trigger ${table}_list_stats_insert after insert on "${table}" ${set('row_count = row_count + 1, version = version + 1')}`,
    `create trigger ${table}_list_stats_delete after delete on "${table}" ${set('row_count = row_count - 1, version = version + 1')}`,
    `create trigger ${table}_list_stats_update after update on "${table}" ${set('version = version + 1')}`,
    ...(publishable
      ? [
          `create trigger ${table}_published_insert after insert on "${table}" when new.state = 'published' ${add('1')}`,
          `create trigger ${table}_published_delete after delete on "${table}" when old.state = 'published' ${add('-1')}`,
          `create trigger ${table}_published_update after update of state on "${table}" when old.state is not new.state ${add(
            "(case when new.state = 'published' then 1 else 0 end) - (case when old.state = 'published' then 1 else 0 end)",
          )}`,
        ]
      : []),
  ];
};

/** The trigger functions list_stats_follow (007) and list_stats_published (054) already exist. */
const postgresTriggers = (table: string, publishable: boolean) => [
  `create trigger ${table}_list_stats after insert or update or delete on "${table}" for each row execute function list_stats_follow()`,
  `create trigger ${table}_list_stats_truncate after truncate on "${table}" for each statement execute function list_stats_follow()`,
  ...(publishable
    ? [
        `create trigger ${table}_published after insert or update of state or delete on "${table}" for each row execute function list_stats_published()`,
        `create trigger ${table}_published_truncate after truncate on "${table}" for each statement execute function list_stats_published()`,
      ]
    : []),
];

/** Creates a content table, its indexes, its list_stats row and the triggers that keep that row. */
export const createContentTable = async (db: AnyDb, spec: ContentTableSpec): Promise<void> => {
  const { table, labelColumn } = spec;
  const publishable = Boolean(spec.publishable);
  if (spec.seo && !publishable) throw new Error(`${table}: SEO fields need publication states`);
  await db.schema
    .createTable(table)
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .$call(spec.columns)
    .$call(pictureColumns(spec.images))
    .$call(publicationColumns(spec))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_created_idx`).on(table).columns(['createdAt', '_id']).execute();
  await sql`create index ${sql.id(`${table}_${labelColumn.toLowerCase()}_sort_idx`)} on ${sql.table(table)} (lower(${sql.ref(labelColumn)}), ${sql.ref('_id')})`.execute(
    db,
  );
  if (publishable) {
    await db.schema.createIndex(`${table}_state_created_idx`).on(table).columns(['state', 'createdAt', '_id']).execute();
    await db.schema.createIndex(`${table}_publish_at_idx`).on(table).columns(['publishAt']).execute();
  }
  if (spec.seo) await db.schema.createIndex(`${table}_noindex_idx`).on(table).columns(['noindex', 'state']).execute();
  await sql`insert into list_stats (name, row_count, version, published_count) values (${table}, 0, 1, 0)`.execute(db);
  const postgres = isPostgres(db);
  for (const statement of postgres ? postgresTriggers(table, publishable) : sqliteTriggers(table, publishable))
    await sql.raw(statement).execute(db);
};

/** Undoes createContentTable: the table takes its indexes and triggers with it. */
export const dropContentTable = async (db: AnyDb, table: string): Promise<void> => {
  await db.schema.dropTable(table).ifExists().execute();
  await sql`delete from list_stats where name = ${table}`.execute(db);
};
