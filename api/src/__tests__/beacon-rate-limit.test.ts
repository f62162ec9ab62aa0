// The beacons' per-address limit on PostgreSQL (the database's shared counter): counted in memory
// and added to the shared counter about once a second, not by one statement per beacon, and still
// one limit across instances once their counts have met.

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { apiMessages } from '@agency/shared/contract/messages';
import { buildApp } from '../app';
import { openDatabase } from '../db/connect';
import { BatchedHitCounter, FLUSH_MS } from '../shared-state/batched-hit-counter';
import { eventually } from './helpers/smtp-sink';
import { createTestEnvironment, moreDataDirs, testOptions } from './helpers/test-app';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let counter = 0;
const beacon = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/insights/events',
    remoteAddress: address,
    headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', host: 'agency.test' },
    payload: JSON.stringify({
      events: [
        { id: `limit-${(counter += 1)}`.padEnd(8, '0'), type: 'view', path: '/', device: 'desktop', remotes: { mf_public: '1.0.0' } },
      ],
    }),
  });

describeOnPostgres('beacon limits on the shared counter', () => {
  test('hits reach the shared counter in one write a second; two instances share one limit', async () => {
    const env = await createTestEnvironment();
    const options = { seed: false, rateLimits: { insights: { max: 8, windowMs: 60_000 } } };
    const dataDirs = await moreDataDirs(2);
    const [a, b] = await Promise.all(
      dataDirs.dirs.map(async (dataDir) => {
        const app = await buildApp(testOptions(env, { ...options, dataDir }));
        await app.ready();
        return app;
      }),
    );
    const { db } = openDatabase(env);
    const hitsOf = async () =>
      (
        await db.selectFrom('rate_limit_counters').select(['key', 'hits']).where('key', 'like', '%insights/events|203.0.113.77').execute()
      ).map((row) => Number(row.hits));
    // A flush is due FLUSH_MS after a hit; a busy machine (CI runs the browser suite beside this)
    // may take longer, so wait for the shared count itself, not for a fixed time.
    const untilHits = (expected: number) =>
      eventually(
        async () => {
          const hits = await hitsOf();
          return hits[0] === expected && hits;
        },
        20 * FLUSH_MS,
        `the shared count at ${expected}`,
      );
    // Every statement that writes the shared counter, counted by the database itself.
    await sql`create table counter_writes (at timestamptz default now())`.execute(db);
    await sql`create function count_counter_write() returns trigger language plpgsql as $$
      begin insert into counter_writes default values; return null; end $$`.execute(db);
    await sql`create trigger counter_writes after insert on rate_limit_counters
      for each statement execute function count_counter_write()`.execute(db);
    const writes = async () => Number((await sql<{ n: string }>`select count(*) as n from counter_writes`.execute(db)).rows[0]!.n);
    // Each flush's promise settles once its instance has read the shared counts back.
    const flushes = jest.spyOn(BatchedHitCounter.prototype, 'flush');
    const flushesSettled = () => Promise.all(flushes.mock.results.map((result) => result.value as Promise<void>));
    try {
      const startedAt = Date.now();
      for (let i = 0; i < 5; i += 1) expect((await beacon(a, '203.0.113.77')).statusCode).toBe(202);
      expect(await untilHits(5)).toEqual([5]);
      // At most one write a second however long the five took (a busy machine may spread them over
      // more than one flush); one statement per beacon would be five.
      expect(await writes()).toBeLessThanOrEqual(Math.max(1, Math.floor((Date.now() - startedAt) / FLUSH_MS)));

      // The other instance adds its own; once both have flushed, each knows the shared 8.
      for (let i = 0; i < 3; i += 1) expect((await beacon(b, '203.0.113.77')).statusCode).toBe(202);
      expect(await untilHits(8)).toEqual([8]);
      await beacon(a, '203.0.113.77'); // a reads the shared count back at its next flush
      expect(await untilHits(9)).toEqual([9]);
      await flushesSettled(); // the database's reply has reached a
      const limited = await beacon(a, '203.0.113.77');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: apiMessages.rateLimited });
      expect((await beacon(b, '203.0.113.77')).statusCode).toBe(429);
      expect((await beacon(b, '198.51.100.7')).statusCode).toBe(202);
    } finally {
      flushes.mockRestore();
      await db.destroy();
      await Promise.all([a.close(), b.close()]);
      await env.dispose();
      await dataDirs.remove();
    }
  });
});
