// What PostgreSQL plans for the searched lists on a table of many rows: contact messages and
// blog posts generated inside the database (generate_series, seconds for 100,000s of rows),
// shaped like the content bench's (e2e/bench/lib/content-seed.js: names from a small set,
// unique e-mail addresses, a few "needle" rows spread through them), then ANALYZEd as the
// bench's seed does. `capturePlans` runs the repository's own code and EXPLAINs every query
// it sent, so a plan test follows the code instead of a copy of its SQL.

import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Pool } from 'pg';
import { migrateToLatest } from '../../db/connect';
import type { Database } from '../../db/schema';
import { testPool } from './test-pool';

export const NEEDLE_CONTACT = { firstName: 'Quentin', lastName: 'Zanzibar' };
export const NEEDLE_POST_WORD = 'zanzibarine';
const NEEDLES = 3;

const FIRST_NAMES = 'Ada Alan Amira Ben Carla Chen Dara Elena Emeka Farah Grace Hana Ivan Jonas Kemi Leila Marco Nadia Omar Priya';
const LAST_NAMES = 'Abbott Brown Costa Diaz Evans Fischer Garcia Hughes Ito Jensen Khan Lopez Moreau Novak Okafor Patel';
const WORDS = 'search engine ranking keyword audit content backlink crawl index sitemap campaign budget conversion landing audience';

/** `words[(i * step + offset) % n]`: a spread of the vocabulary without randomness. */
const pick = (list: string, index: string) =>
  sql.raw(`(string_to_array('${list}', ' '))[1 + (${index}) % array_length(string_to_array('${list}', ' '), 1)]`);

/** `count` messages a minute apart, newest first; the needles sit at 1/6, 3/6 and 5/6 of them. */
export const seedContacts = async (db: Kysely<Database>, count: number): Promise<void> => {
  await withoutRowCounting(db, 'contacts', () => insertContacts(db, count));
};

const insertContacts = async (db: Kysely<Database>, count: number): Promise<void> => {
  const needle = sql.raw(`i in (${Array.from({ length: NEEDLES }, (_, n) => Math.floor(((n + 0.5) * count) / NEEDLES)).join(', ')})`);
  await sql`
    insert into contacts ("_id", "firstName", "lastName", email, phone, subject, message, source, "sourceDetail", "createdAt")
    select 'c' || lpad(i::text, 23, '0'), first, last, lower(first || '.' || last || i || '@example.com'), '0123456789',
      'Seo Audit', ${pick(WORDS, 'i * 7')} || ' ' || ${pick(WORDS, 'i * 11 + 3')} || ' ' || ${pick(WORDS, 'i * 13 + 5')},
      'contact', '', to_char(timestamp '2026-01-01' - i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from (
      select i,
        case when ${needle} then ${NEEDLE_CONTACT.firstName} else ${pick(FIRST_NAMES, 'i * 7')} end as first,
        case when ${needle} then ${NEEDLE_CONTACT.lastName} else ${pick(LAST_NAMES, 'i * 3')} end as last
      from generate_series(0, ${count - 1}) as i
    ) as generated`.execute(db);
};

/** One sent notification per message, as the outbox keeps them (the notifications list). */
export const seedNotifications = async (db: Kysely<Database>): Promise<void> => {
  await withoutRowCounting(db, 'notification_outbox', async () => {
    await sql`
      insert into notification_outbox ("_id", contact_id, status, attempts, next_attempt_at, created_at, sent_at)
      select 'n' || substr("_id", 2), "_id", 'sent', 1, 0, "createdAt", "createdAt" from contacts`.execute(db);
  });
};

/** `count` posts an hour apart, newest first; the three newest hold the needle word. */
export const seedPosts = async (db: Kysely<Database>, count: number): Promise<void> => {
  await withoutRowCounting(db, 'blogs', () => insertPosts(db, count));
};

const insertPosts = async (db: Kysely<Database>, count: number): Promise<void> => {
  await sql`
    insert into blogs ("_id", slug, heading, description, image, "createdAt", "updatedAt")
    select 'b' || lpad(i::text, 23, '0'), 'post-' || i,
      case when i < ${NEEDLES} then ${NEEDLE_POST_WORD} || ' guide ' || i else ${pick(WORDS, 'i * 7')} || ' ' || ${pick(WORDS, 'i * 5 + 1')} || ' ' || i end,
      '<p>' || ${pick(WORDS, 'i * 11')} || ' ' || ${pick(WORDS, 'i * 13 + 2')} || ' ' || ${pick(WORDS, 'i * 17 + 4')} || '</p>', '',
      stamp, stamp
    from (
      select i, to_char(timestamp '2026-01-01' - i * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as stamp
      from generate_series(0, ${count - 1}) as i
    ) as generated`.execute(db);
};

/**
 * Inserts with the row-count trigger paused (one update of the same list_stats row per
 * inserted row crawls at 100,000s), then sets the count once and ANALYZEs, as the bench does.
 */
const withoutRowCounting = async (
  db: Kysely<Database>,
  table: 'contacts' | 'blogs' | 'notification_outbox',
  insert: () => Promise<void>,
) => {
  // By name: a table may count with one trigger or with one per change (the outbox counts only messages' rows).
  const counting = (
    await sql<{
      name: string;
    }>`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and tgname like ${`${table}_list_stats%`}`.execute(db)
  ).rows.map((row) => row.name);
  for (const name of counting) await sql`alter table ${sql.table(table)} disable trigger ${sql.raw(name)}`.execute(db);
  await insert();
  for (const name of counting) await sql`alter table ${sql.table(table)} enable trigger ${sql.raw(name)}`.execute(db);
  await sql`update list_stats set row_count = (select count(*) from ${sql.table(table)}), version = version + 1 where name = ${table}`.execute(
    db,
  );
  await sql`analyze ${sql.table(table)}`.execute(db);
};

/** A migrated database on `url` (a database of its own: see test-app's createTestEnvironment). */
export const openPlanDatabase = async (url: string): Promise<{ db: Kysely<Database>; pool: Pool }> => {
  const pool = testPool(url, 2);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db, 'postgres');
  return { db, pool };
};

/** One node of EXPLAIN (FORMAT JSON), with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Filter?: string;
  'CTE Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface CapturedPlan {
  sql: string;
  plan: PlanNode;
  /** With `analyze`: the run time PostgreSQL measured, in ms. */
  executionMs?: number;
}

/** Every node of a plan, depth first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * Runs `act` against a Kysely on `pool` that records each query, then EXPLAINs each recorded
 * query (with `analyze`: runs it again and measures).
 */
export const capturePlans = async (
  pool: Pool,
  act: (db: Kysely<Database>) => Promise<unknown>,
  options: { analyze?: boolean } = {},
): Promise<CapturedPlan[]> => {
  const queries: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const recording = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') queries.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await act(recording);
  const captured: CapturedPlan[] = [];
  for (const query of queries) {
    const explain = `explain (format json${options.analyze ? ', analyze' : ''}) ${query.sql}`;
    const result = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time'?: number }> }>(explain, [...query.parameters]);
    const [top] = result.rows[0]['QUERY PLAN'];
    captured.push({ sql: query.sql, plan: top.Plan, executionMs: top['Execution Time'] });
  }
  return captured;
};
