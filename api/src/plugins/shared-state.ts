// State every instance must agree on: rate-limit counters and used captchas. They live
// in Redis when REDIS_URL is set, else in the database on PostgreSQL (several instances
// share it), else in this process and its SQLite file (one instance by design). Failed
// logins and the outbox leases are rows of the database in every case.

import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ApiOptions } from '../config';
import { databaseRateLimitStore } from '../shared-state/database-rate-limit-store';
import { openRedis, REDIS_KEY_PREFIX } from '../shared-state/redis-connection';
import { databaseReplayGuard, redisReplayGuard, type ReplayGuard } from '../shared-state/replay-guard';

export type SharedStateKind = 'redis' | 'database' | 'memory';

export interface SharedState {
  /** Where rate-limit counters live (used captchas: Redis, else the database). */
  kind: SharedStateKind;
  redis?: Redis;
  captchaReplay: ReplayGuard;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedState: SharedState;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    const redis = options.redisUrl ? await openRedis(options.redisUrl) : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    const kind: SharedStateKind = redis ? 'redis' : app.dbEngine === 'postgres' ? 'database' : 'memory';
    app.decorate('sharedState', {
      kind,
      redis,
      captchaReplay: redis ? redisReplayGuard(redis) : databaseReplayGuard(app.db),
    } satisfies SharedState);

    // Limits are set per route (perIpLimit); nothing is limited globally.
    if (kind === 'redis') await app.register(rateLimit, { global: false, redis, nameSpace: `${REDIS_KEY_PREFIX}rate-limit:` });
    else if (kind === 'database') await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
    else await app.register(rateLimit, { global: false });
  },
  { name: 'shared-state', dependencies: ['db'], fastify: '5.x' },
);
