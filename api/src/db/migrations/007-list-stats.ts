// How many rows each listed table holds, and a version that moves on every change, kept by
// triggers in the same transaction as the change: a list's total costs one row read however
// long the list, and the sitemap knows when to rebuild without counting (persistence/list-stats.ts).
// Row triggers on SQLite; on PostgreSQL one trigger function for every table, plus TRUNCATE.

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Content tables: every change moves the version (the sitemap and feed follow them). */
const CONTENT_TABLES = [
  'about_us',
  'blogs',
  'single_blogs',
  'works',
  'services',
  'single_services',
  'team',
  'products',
  'testimonials',
  'plans',
  'faqs',
];
/** Tables whose rows change state often (the outbox worker): counted on insert and delete only. */
const COUNTED_TABLES = ['contacts', 'users', 'notification_outbox'];
const TABLES = [...CONTENT_TABLES, ...COUNTED_TABLES];

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const POSTGRES_FUNCTION = `
create function list_stats_follow() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    update list_stats set row_count = row_count + 1, version = version + 1 where name = TG_TABLE_NAME;
  elsif TG_OP = 'DELETE' then
    update list_stats set row_count = row_count - 1, version = version + 1 where name = TG_TABLE_NAME;
  elsif TG_OP = 'TRUNCATE' then
    update list_stats set row_count = 0, version = version + 1 where name = TG_TABLE_NAME;
  else
    update list_stats set version = version + 1 where name = TG_TABLE_NAME;
  end if;
  return null;
end $$`;

const postgresTriggers = (table: string) => {
  const events = CONTENT_TABLES.includes(table) ? 'insert or update or delete' : 'insert or delete';
  return [
    `create trigger ${table}_list_stats after ${events} on "${table}" for each row execute function list_stats_follow()`,
    `create trigger ${table}_list_stats_truncate after truncate on "${table}" for each statement execute function list_stats_follow()`,
  ];
};

const sqliteTriggers = (table: string) => {
  const set = (change: string) => `begin update list_stats set ${change} where name = '${table}'; end`;
  return [
    `create trigger ${table}_list_stats_insert after insert on "${table}" ${set('row_count = row_count + 1, version = version + 1')}`,
    `create trigger ${table}_list_stats_delete after delete on "${table}" ${set('row_count = row_count - 1, version = version + 1')}`,
    ...(CONTENT_TABLES.includes(table)
      ? [`create trigger ${table}_list_stats_update after update on "${table}" ${set('version = version + 1')}`]
      : []),
  ];
};

async function applyUp(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('list_stats')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('row_count', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of TABLES) {
    await sql`insert into list_stats (name, row_count, version) select ${table}, count(*), 1 from ${sql.table(table)}`.execute(db);
  }
  const postgres = isPostgres(db);
  if (postgres) await sql.raw(POSTGRES_FUNCTION).execute(db);
  for (const table of TABLES) {
    for (const statement of postgres ? postgresTriggers(table) : sqliteTriggers(table)) await sql.raw(statement).execute(db);
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    const names = postgres
      ? [`${table}_list_stats`, `${table}_list_stats_truncate`]
      : [`${table}_list_stats_insert`, `${table}_list_stats_delete`, `${table}_list_stats_update`];
    for (const name of names)
      await sql.raw(postgres ? `drop trigger if exists ${name} on "${table}"` : `drop trigger if exists ${name}`).execute(db);
  }
  if (postgres) await sql.raw('drop function if exists list_stats_follow()').execute(db);
  await db.schema.dropTable('list_stats').ifExists().execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
