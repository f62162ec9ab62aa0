// Migration 101 (staff notices in the outbox) undone and done again, on the engine under test: its
// `down` gives back the outbox of migration 100 (columns, NOT NULL, indexes, the foreign key, the
// counting triggers), keeps every contact notification and drops the staff notices (which the old
// table cannot hold), leaves the list count right, and `up` applies again to the same schema.

import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from '../db/migrations';
import { migrateToLatest, openDatabase, type Engine } from '../db/connect';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BEFORE = '100-version-health';
const THIS = '101-outbox-notices';
const CONTACT = 'c00000000000000000000001';

let env: TestEnvironment;
let db: AnyDb;
let engine: Engine;
let migrator: Migrator;
beforeAll(async () => {
  env = await createTestEnvironment();
  ({ db, engine } = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl }) as { db: AnyDb; engine: Engine });
  const migrationTableSchema =
    engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
});
afterAll(async () => {
  await db?.destroy();
  await env?.dispose();
});

const migrateTo = async (name: string) => {
  const { error, results } = await migrator.migrateTo(name);
  expect(error).toBeUndefined();
  return results?.map((result) => `${result.direction} ${result.migrationName} ${result.status}`);
};

/** The outbox's shape as the engine describes it: what `down` must give back exactly. */
const outboxShape = async (): Promise<unknown> => {
  if (engine === 'postgres') {
    const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
    return {
      columns: await rows(sql`select column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = current_schema() and table_name = 'notification_outbox' order by column_name`),
      indexes: await rows(sql`select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'notification_outbox' order by indexname`),
      constraints: await rows(sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'notification_outbox'::regclass order by conname`),
      triggers: await rows(sql`select tgname, pg_get_triggerdef(oid) as def from pg_trigger
        where tgrelid = 'notification_outbox'::regclass and not tgisinternal order by tgname`),
    };
  }
  const rows = async (query: string) => (await sql.raw(query).execute(db)).rows as Array<Record<string, unknown>>;
  const indexes = await rows(`pragma index_list('notification_outbox')`);
  return {
    columns: await rows(`pragma table_info('notification_outbox')`),
    indexes: await Promise.all(
      indexes
        .sort((a, b) => String(a.origin).localeCompare(String(b.origin)) || String(a.name).localeCompare(String(b.name)))
        .map(async (index) => ({
          // SQLite names the indexes of UNIQUE and PRIMARY KEY after the table it first made them for.
          name: index.origin === 'c' ? index.name : index.origin,
          unique: index.unique,
          columns: (await rows(`pragma index_info('${String(index.name)}')`)).map((column) => column.name),
        })),
    ),
    foreignKeys: await rows(`pragma foreign_key_list('notification_outbox')`),
    triggers: await rows(`select name from sqlite_master where type = 'trigger' and tbl_name = 'notification_outbox' order by name`),
  };
};

const counted = async () =>
  Number(
    (await db.selectFrom('list_stats').select('row_count').where('name', '=', 'notification_outbox').executeTakeFirstOrThrow()).row_count,
  );
const outboxRows = () => db.selectFrom('notification_outbox').select(['_id', 'contact_id', 'status', 'attempts']).orderBy('_id').execute();

const outboxRow = (id: string, contactId: string | null) => ({
  _id: id,
  contact_id: contactId,
  status: 'pending',
  attempts: 2,
  next_attempt_at: 1_700_000_000_000,
  created_at: '2026-11-28T10:00:00.000Z',
});

test("down gives back migration 100's outbox with its notifications (the notices dropped), and up applies again", async () => {
  expect((await migrateTo(BEFORE))?.at(-1)).toBe(`Up ${BEFORE} Success`);
  const before = await outboxShape();
  await db
    .insertInto('contacts')
    .values({
      _id: CONTACT,
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      phone: '0123456789',
      subject: 'Seo Audit',
      message: 'Hello',
      source: 'contact',
      sourceDetail: '',
      createdAt: '2026-11-28T09:00:00.000Z',
    })
    .execute();
  await db.insertInto('notification_outbox').values(outboxRow('o1', CONTACT)).execute();
  expect(await counted()).toBe(1);

  expect(await migrateTo(THIS)).toEqual([`Up ${THIS} Success`]);
  const after = await outboxShape();
  expect(after).not.toEqual(before);
  // A staff notice has no contact and is not counted among the contact notifications.
  await db
    .insertInto('notification_outbox')
    .values({ ...outboxRow('o2', null), notice: '{"subject":"Rolled back","text":"…"}' })
    .execute();
  expect(await counted()).toBe(1);

  expect(await migrateTo(BEFORE)).toEqual([`Down ${THIS} Success`]);
  expect(await outboxShape()).toEqual(before);
  expect(await outboxRows()).toEqual([{ _id: 'o1', contact_id: CONTACT, status: 'pending', attempts: 2 }]);
  expect(await counted()).toBe(1);
  // contact_id is required again, and the counting triggers count every row as before.
  const refused = await db
    .insertInto('notification_outbox')
    .values(outboxRow('o3', null))
    .execute()
    .then(
      () => 'stored',
      (error: Error) => error.message,
    );
  expect(refused).toMatch(/NOT NULL|null value/i);
  await db.deleteFrom('notification_outbox').where('_id', '=', 'o1').execute();
  expect(await counted()).toBe(0);
  await db.insertInto('notification_outbox').values(outboxRow('o1', CONTACT)).execute();
  expect(await counted()).toBe(1);

  expect(await migrateTo(THIS)).toEqual([`Up ${THIS} Success`]);
  expect(await outboxShape()).toEqual(after);
  await db
    .insertInto('notification_outbox')
    .values({ ...outboxRow('o2', null), notice: '{}' })
    .execute();
  expect(await counted()).toBe(1);
  expect((await outboxRows()).map((row) => row._id)).toEqual(['o1', 'o2']);
  // Deleting the contact still takes its notification along (the foreign key survived both ways).
  await db.deleteFrom('contacts').where('_id', '=', CONTACT).execute();
  expect((await outboxRows()).map((row) => row._id)).toEqual(['o2']);
  expect(await counted()).toBe(0);
  await migrateToLatest(db as never, engine);
});
