// The outbox queries on their own, on the engine under test: the message and its
// notification are written together or not at all; claims from two separate
// connections (two processes, as far as the database can tell) never take the same
// row; leases, retries, hand-backs and the back-off steps behave as documented.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { insertContact, type NewContact } from '../contacts/contact-repository';
import { openDatabase, type Engine } from '../db/connect';
import type { Database } from '../db/schema';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  releaseNotification,
  renewLeases,
} from '../notifications/outbox-repository';
import { retryDelayMs } from '../notifications/retry-delay';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-app';

const MESSAGE: NewContact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '0123',
  subject: '',
  message: 'Hello',
  source: 'contact',
  sourceDetail: '',
};

let env: TestEnvironment;
let first: { db: Kysely<Database>; engine: Engine };
let second: { db: Kysely<Database>; engine: Engine };

beforeAll(async () => {
  env = await createTestEnvironment({ migrated: true });
  first = openDatabase(env);
  second = openDatabase(env);
});
afterAll(async () => {
  await first.db.destroy();
  await second.db.destroy();
  await env.dispose();
});
beforeEach(async () => {
  await first.db.deleteFrom('contacts').execute();
});

const rows = () => first.db.selectFrom('notification_outbox').selectAll().orderBy('_id').execute();
const claim = (on: typeof first, worker: string, now: number, limit = 10) =>
  claimDueNotifications(on.db, on.engine, { worker, limit, leaseMs: 1_000, now });

test('a message and its notification are stored together or not at all', async () => {
  const stored = await insertContact(first.db, MESSAGE);
  expect(await rows()).toEqual([expect.objectContaining({ contact_id: stored._id, status: 'pending', attempts: 0, claimed_by: null })]);

  // With the outbox unwritable the message is refused too.
  await sql`alter table notification_outbox rename to notification_outbox_away`.execute(first.db);
  try {
    // (Matched by message: better-sqlite3's errors may come from another test file's realm, where toThrow() misses them.)
    await expect(insertContact(first.db, { ...MESSAGE, email: 'lost@example.com' })).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/notification_outbox/),
    );
  } finally {
    await sql`alter table notification_outbox_away rename to notification_outbox`.execute(first.db);
  }
  const emails = (await first.db.selectFrom('contacts').select('email').execute()).map((row) => row.email);
  expect(emails).toEqual(['ann@example.com']);
});

test('claims through two connections at once never take the same row', async () => {
  const total = 40;
  for (let i = 0; i < total; i += 1) await insertContact(first.db, { ...MESSAGE, email: `sender${i}@example.com` });
  const now = Date.now() + 1_000;
  const taken: Array<[worker: string, id: string]> = [];
  const sizes: number[] = [];
  const claimUntilEmpty = async (on: typeof first, worker: string) => {
    for (;;) {
      const batch = await claim(on, worker, now, 3);
      sizes.push(batch.length);
      if (batch.length === 0) return;
      taken.push(...batch.map((item): [string, string] => [worker, item.id]));
    }
  };
  await Promise.all([claimUntilEmpty(first, 'a'), claimUntilEmpty(second, 'b'), claimUntilEmpty(first, 'c'), claimUntilEmpty(second, 'd')]);
  // Never more than asked for, whatever the others do meanwhile.
  expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
  const ids = taken.map(([, id]) => id);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  // Every row is leased to the worker that got it, with one attempt counted.
  const byId = new Map(taken.map(([worker, id]) => [id, worker]));
  for (const row of await rows()) {
    expect(row.claimed_by).toBe(byId.get(row._id));
    expect(Number(row.attempts)).toBe(1);
    expect(Number(row.claimed_until)).toBe(now + 1_000);
  }
});

test('a lease keeps others out until it lapses; then only the new holder may record a failure', async () => {
  await insertContact(first.db, MESSAGE);
  const now = Date.now() + 1_000;
  const [held] = await claim(first, 'a', now);
  expect(held.attempts).toBe(1);
  expect(await claim(second, 'b', now + 500)).toEqual([]);

  // Renewed by its holder only.
  await renewLeases(second.db, 'b', [held.id], now + 10_000);
  expect(await claim(second, 'b', now + 1_500)).toHaveLength(1);
  const [row] = await rows();
  expect(row).toMatchObject({ claimed_by: 'b' });
  expect(Number(row.attempts)).toBe(2);

  // The old holder's late failure changes nothing; the new holder's is recorded.
  await markNotificationFailed(first.db, held.id, 'a', { error: 'late', retryAt: now + 99_000 });
  expect((await rows())[0]).toMatchObject({ claimed_by: 'b', last_error: null });
  await markNotificationFailed(second.db, held.id, 'b', { error: 'connect ECONNREFUSED', retryAt: now + 5_000 });
  expect((await rows())[0]).toMatchObject({ status: 'pending', claimed_by: null, claimed_until: null, last_error: 'connect ECONNREFUSED' });

  // Not due before its retry time, due after it.
  expect(await claim(first, 'a', now + 4_000)).toEqual([]);
  expect(await claim(first, 'a', now + 5_000)).toHaveLength(1);
});

test('renewing keeps a row held while it is being sent', async () => {
  await insertContact(first.db, MESSAGE);
  const now = Date.now() + 1_000;
  const [held] = await claim(first, 'a', now);
  await renewLeases(first.db, 'a', [held.id], now + 5_000);
  expect(await claim(second, 'b', now + 4_000)).toEqual([]);
});

test('sent and failed rows are never claimed again; a hand-back does not count as an attempt', async () => {
  await insertContact(first.db, MESSAGE);
  await insertContact(first.db, { ...MESSAGE, email: 'two@example.com' });
  await insertContact(first.db, { ...MESSAGE, email: 'three@example.com' });
  const now = Date.now() + 1_000;
  const [sent, failed, handedBack] = await claim(first, 'a', now);
  await markNotificationSent(first.db, sent.id);
  await markNotificationFailed(first.db, failed.id, 'a', { error: 'gave up', retryAt: null });
  await releaseNotification(first.db, handedBack.id, 'a');

  const after = new Map((await rows()).map((row) => [row._id, row]));
  expect(after.get(sent.id)).toMatchObject({ status: 'sent', claimed_by: null, last_error: null });
  expect(after.get(sent.id)!.sent_at).toEqual(expect.any(String));
  expect(after.get(failed.id)).toMatchObject({ status: 'failed', last_error: 'gave up' });
  expect(after.get(handedBack.id)).toMatchObject({ status: 'pending', claimed_by: null });
  expect(Number(after.get(handedBack.id)!.attempts)).toBe(0);

  const later = await claim(second, 'b', now + 60_000);
  expect(later.map((item) => item.id)).toEqual([handedBack.id]);
  // A failure recorded late never turns a sent row back into a pending one.
  await markNotificationFailed(first.db, sent.id, 'a', { error: 'late', retryAt: now });
  expect((await rows()).find((row) => row._id === sent.id)).toMatchObject({ status: 'sent' });
});

describe('back-off', () => {
  const BASE = 30_000;
  const MAX = 3_600_000;

  test('doubles from the base up to the cap', () => {
    const upper = (attempt: number) => retryDelayMs(attempt, BASE, MAX, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(upper)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  test('jitter keeps each delay between half and all of its step', () => {
    expect(retryDelayMs(3, BASE, MAX, () => 0)).toBe(60_000);
    expect(retryDelayMs(3, BASE, MAX, () => 0.5)).toBe(90_000);
    for (let i = 0; i < 200; i += 1) {
      const delay = retryDelayMs(4, BASE, MAX);
      expect(delay).toBeGreaterThanOrEqual(120_000);
      expect(delay).toBeLessThanOrEqual(240_000);
    }
  });
});
