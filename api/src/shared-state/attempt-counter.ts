// Counters of login attempts, per key, in fixed windows, where every instance sees them:
// Redis with REDIS_URL, else the database (SQLite for the one embedded instance, PostgreSQL
// for several). `hit` counts and reads in one atomic step (one upsert, one Lua script), so
// of N attempts sent at once each gets its own number and only the first `max` go on.

import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countHit } from './database-rate-limit-store';
import { REDIS_KEY_PREFIX } from './redis-connection';

export interface AttemptCounter {
  /** Counts one attempt under `key`; the attempts of the current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes one attempt back (a login that succeeded), never below zero. */
  undo(key: string): Promise<void>;
  /** Forgets the attempts under `key`. */
  clear(key: string): Promise<void>;
}

const CLEAN_UP_EVERY_MS = 60_000;

export const databaseAttemptCounter = (db: Kysely<Database>): AttemptCounter => {
  let lastCleanUp = 0;
  return {
    hit: async (key, windowMs) => {
      const now = Date.now();
      const { current } = await countHit(db, key, windowMs, now);
      if (now - lastCleanUp >= CLEAN_UP_EVERY_MS) {
        lastCleanUp = now;
        await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).execute();
      }
      return current;
    },
    undo: async (key) => {
      await db
        .updateTable('rate_limit_counters')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('window_ends_at', '>', Date.now())
        .execute();
    },
    clear: async (key) => {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
};

// INCR and the window's expiry in one script: Redis runs it without interleaving.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const UNDO = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export const REDIS_ATTEMPTS_PREFIX = `${REDIS_KEY_PREFIX}attempts:`;

export const redisAttemptCounter = (redis: Redis): AttemptCounter => ({
  hit: async (key, windowMs) => Number(await redis.eval(HIT, 1, `${REDIS_ATTEMPTS_PREFIX}${key}`, windowMs)),
  undo: async (key) => {
    await redis.eval(UNDO, 1, `${REDIS_ATTEMPTS_PREFIX}${key}`);
  },
  clear: async (key) => {
    await redis.del(`${REDIS_ATTEMPTS_PREFIX}${key}`);
  },
});
