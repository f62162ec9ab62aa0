// How many published rows each table with publication states holds (issue 19), kept by triggers
// in the same transaction as the change, beside migration 007's row counts: a visitor's list total
// and the sitemap's counts stay one row read however long the list, instead of a count.

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';
import { PUBLISHABLE_TABLES } from './053-publication-states';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

// NEW and OLD are read only for the operations that have them.
const POSTGRES_FUNCTION = `
create function list_stats_published() returns trigger language plpgsql as $$
declare
  delta integer := 0;
begin
  if TG_OP = 'TRUNCATE' then
    update list_stats set published_count = 0 where name = TG_TABLE_NAME;
    return null;
  end if;
  if TG_OP = 'INSERT' or TG_OP = 'UPDATE' then
    if NEW.state = 'published' then delta := delta + 1; end if;
  end if;
  if TG_OP = 'DELETE' or TG_OP = 'UPDATE' then
    if OLD.state = 'published' then delta := delta - 1; end if;
  end if;
  if delta <> 0 then
    update list_stats set published_count = published_count + delta where name = TG_TABLE_NAME;
  end if;
  return null;
end $$`;

const postgresTriggers = (table: string) => [
  `create trigger ${table}_published after insert or update of state or delete on "${table}" for each row execute function list_stats_published()`,
  `create trigger ${table}_published_truncate after truncate on "${table}" for each statement execute function list_stats_published()`,
];

const sqliteTriggers = (table: string) => {
  const add = (delta: string) => `begin update list_stats set published_count = published_count + ${delta} where name = '${table}'; end`;
  return [
    `create trigger ${table}_published_insert after insert on "${table}" when new.state = 'published' ${add('1')}`,
    `create trigger ${table}_published_delete after delete on "${table}" when old.state = 'published' ${add('-1')}`,
    `create trigger ${table}_published_update after update of state on "${table}" when old.state is not new.state ${add(
      "(case when new.state = 'published' then 1 else 0 end) - (case when old.state = 'published' then 1 else 0 end)",
    )}`,
  ];
};

async function applyUp(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('list_stats')
    .addColumn('published_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const table of PUBLISHABLE_TABLES) {
    await sql`update list_stats set published_count = (select count(*) from ${sql.table(table)} where state = 'published') where name = ${table}`.execute(
      db,
    );
  }
  const postgres = isPostgres(db);
  if (postgres) await sql.raw(POSTGRES_FUNCTION).execute(db);
  for (const table of PUBLISHABLE_TABLES) {
    for (const statement of postgres ? postgresTriggers(table) : sqliteTriggers(table)) await sql.raw(statement).execute(db);
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of PUBLISHABLE_TABLES) {
    const names = postgres
      ? [`${table}_published`, `${table}_published_truncate`]
      : [`${table}_published_insert`, `${table}_published_delete`, `${table}_published_update`];
    for (const name of names)
      await sql.raw(postgres ? `drop trigger if exists ${name} on "${table}"` : `drop trigger if exists ${name}`).execute(db);
  }
  if (postgres) await sql.raw('drop function if exists list_stats_published()').execute(db);
  await db.schema.alterTable('list_stats').dropColumn('published_count').execute();
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
