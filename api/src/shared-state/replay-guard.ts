// Remembers which solved captchas were used, until they expire, so one solution sends
// one message on every instance: a row in the database (shared on PostgreSQL), or a
// key in Redis with the challenge's own expiry when REDIS_URL is set.

import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { REDIS_KEY_PREFIX } from './redis-connection';

export interface ReplayGuard {
  /** True the first time `id` is presented anywhere; false ever after, until `expiresAt` (Unix seconds). */
  firstUse(id: string, expiresAt: number): Promise<boolean>;
}

export const databaseReplayGuard = (db: Kysely<Database>): ReplayGuard => ({
  firstUse: async (id, expiresAt) => {
    await db
      .deleteFrom('captcha_used')
      .where('expires_at', '<', Math.floor(Date.now() / 1000))
      .execute();
    const result = await db
      .insertInto('captcha_used')
      .values({ challenge_id: id, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('challenge_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },
});

export const REDIS_CAPTCHA_PREFIX = `${REDIS_KEY_PREFIX}captcha-used:`;

export const redisReplayGuard = (redis: Redis): ReplayGuard => ({
  firstUse: async (id, expiresAt) => {
    // Already expired: the signature check refuses it anyway, and SET EXAT in the past would fail.
    if (expiresAt <= Math.floor(Date.now() / 1000)) return false;
    // SET NX is atomic: of two instances presenting the same solution, one gets OK.
    return (await redis.set(`${REDIS_CAPTCHA_PREFIX}${id}`, '1', 'EXAT', expiresAt, 'NX')) === 'OK';
  },
});
