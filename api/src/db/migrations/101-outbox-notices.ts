// The outbox also carries notices to staff that are about no contact message (a canary rolled back):
// `contact_id` may be null and `notice` holds such an e-mail's subject and text (JSON). The list counts
// (list_stats) stay those of the contact notifications the admin lists. SQLite cannot drop a NOT NULL,
// so there the table is rebuilt (its rows, indexes and counting triggers as before).

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { inOneTransaction } from './in-one-transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COLUMNS = '_id, contact_id, status, attempts, next_attempt_at, claimed_by, claimed_until, last_error, created_at, sent_at';
const count = (change: string) => `begin update list_stats set ${change} where name = 'notification_outbox'; end`;

const SQLITE = [
  `create table notification_outbox_next (
    _id text primary key,
    contact_id text unique references contacts(_id) on delete cascade,
    notice text,
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at bigint not null,
    claimed_by text,
    claimed_until bigint,
    last_error text,
    created_at text not null,
    sent_at text
  )`,
  `insert into notification_outbox_next (${COLUMNS}) select ${COLUMNS} from notification_outbox`,
  // Dropping runs no triggers: the counts stay as they are.
  'drop table notification_outbox',
  'alter table notification_outbox_next rename to notification_outbox',
  'create index notification_outbox_due_idx on notification_outbox (status, next_attempt_at)',
  'create index notification_outbox_created_idx on notification_outbox (created_at, _id)',
  `create trigger notification_outbox_list_stats_insert after insert on notification_outbox when new.contact_id is not null ${count('row_count = row_count + 1, version = version + 1')}`,
  `create trigger notification_outbox_list_stats_delete after delete on notification_outbox when old.contact_id is not null ${count('row_count = row_count - 1, version = version + 1')}`,
];

const POSTGRES = [
  'alter table notification_outbox alter column contact_id drop not null',
  'alter table notification_outbox add column notice text',
  'drop trigger notification_outbox_list_stats on notification_outbox',
  'create trigger notification_outbox_list_stats_insert after insert on notification_outbox for each row when (new.contact_id is not null) execute function list_stats_follow()',
  'create trigger notification_outbox_list_stats_delete after delete on notification_outbox for each row when (old.contact_id is not null) execute function list_stats_follow()',
];

const POSTGRES_DOWN = [
  'delete from notification_outbox where contact_id is null',
  'drop trigger notification_outbox_list_stats_insert on notification_outbox',
  'drop trigger notification_outbox_list_stats_delete on notification_outbox',
  'create trigger notification_outbox_list_stats after insert or delete on notification_outbox for each row execute function list_stats_follow()',
  'alter table notification_outbox drop column notice',
  'alter table notification_outbox alter column contact_id set not null',
];

const SQLITE_DOWN = [
  'delete from notification_outbox where contact_id is null',
  `create table notification_outbox_prev (
    _id text primary key,
    contact_id text not null unique references contacts(_id) on delete cascade,
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at bigint not null,
    claimed_by text,
    claimed_until bigint,
    last_error text,
    created_at text not null,
    sent_at text
  )`,
  `insert into notification_outbox_prev (${COLUMNS}) select ${COLUMNS} from notification_outbox`,
  'drop table notification_outbox',
  'alter table notification_outbox_prev rename to notification_outbox',
  'create index notification_outbox_due_idx on notification_outbox (status, next_attempt_at)',
  'create index notification_outbox_created_idx on notification_outbox (created_at, _id)',
  `create trigger notification_outbox_list_stats_insert after insert on notification_outbox ${count('row_count = row_count + 1, version = version + 1')}`,
  `create trigger notification_outbox_list_stats_delete after delete on notification_outbox ${count('row_count = row_count - 1, version = version + 1')}`,
];

const run = (statements: (postgres: boolean) => string[]) => (db: AnyDb) =>
  inOneTransaction(db, async (trx) => {
    for (const statement of statements(db.getExecutor().adapter instanceof PostgresAdapter)) await sql.raw(statement).execute(trx);
  });

export const up = run((postgres) => (postgres ? POSTGRES : SQLITE));
export const down = run((postgres) => (postgres ? POSTGRES_DOWN : SQLITE_DOWN));
