// Full-text search over blog posts, single blogs and contact messages (persistence/full-text.ts):
// FTS5 tables kept by triggers on SQLite, GIN expression indexes on PostgreSQL. Existing rows
// are indexed here. The definitions are the frozen copy in helpers/full-text-v1.ts (the queries
// must name exactly what is indexed: changing one needs a new helper and a migration that rebuilds it).

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';
import { FULL_TEXT_INDEXES, postgresVector, sqliteSearchTable, type FullTextIndex } from './helpers/full-text-v1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const postgresIndexName = (index: FullTextIndex) => `${index.table}_search_idx`;

const upSqlite = async (db: AnyDb, index: FullTextIndex) => {
  const search = sqliteSearchTable(index);
  const columns = index.columns.map((column) => `"${column}"`);
  const values = (row: 'new' | 'old') => [`${row}._id`, `${row}._id`, ...index.columns.map((column) => `${row}."${column}"`)].join(', ');
  const target = `${search}(_id, ref, ${columns.join(', ')})`;
  const remove = `delete from ${search} where ${search} match '_id:"' || old._id || '"';`;
  const statements = [
    // Contentless: the words only, plus the id to join back on (contentless_unindexed keeps `ref`).
    `create virtual table ${search} using fts5(_id, ref unindexed, ${columns.join(', ')}, content='', contentless_delete=1, contentless_unindexed=1)`,
    `insert into ${target} select _id, _id, ${columns.join(', ')} from "${index.table}"`,
    `create trigger ${search}_insert after insert on "${index.table}" begin insert into ${target} values (${values('new')}); end`,
    `create trigger ${search}_delete after delete on "${index.table}" begin ${remove} end`,
    `create trigger ${search}_update after update of ${columns.join(', ')} on "${index.table}" begin ${remove} insert into ${target} values (${values('new')}); end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
};

const downSqlite = async (db: AnyDb, index: FullTextIndex) => {
  const search = sqliteSearchTable(index);
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${search}_${event}`).execute(db);
  await sql.raw(`drop table if exists ${search}`).execute(db);
};

async function applyUp(db: AnyDb): Promise<void> {
  for (const index of Object.values(FULL_TEXT_INDEXES)) {
    if (isPostgres(db))
      await sql.raw(`create index ${postgresIndexName(index)} on "${index.table}" using gin (${postgresVector(index)})`).execute(db);
    else await upSqlite(db, index);
  }
}

async function applyDown(db: AnyDb): Promise<void> {
  for (const index of Object.values(FULL_TEXT_INDEXES)) {
    if (isPostgres(db)) await sql.raw(`drop index if exists ${postgresIndexName(index)}`).execute(db);
    else await downSqlite(db, index);
  }
}

export const up = (db: AnyDb): Promise<void> => inOneTransaction(db, applyUp);
export const down = (db: AnyDb): Promise<void> => inOneTransaction(db, applyDown);
