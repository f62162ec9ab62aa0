// The Redis connection of REDIS_URL (rate-limit counters, used captchas). Commands fail
// fast while Redis is down instead of queueing without end, so a request answers 500
// and /readyz says which dependency failed.

import type { Redis } from 'ioredis';

/** ioredis is loaded only here, when REDIS_URL is set: a site without Redis never pays for its modules. */
export const openRedis = async (url: string): Promise<Redis> => {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
};

/** Every key we write starts with this: several sites may share one Redis. */
export const REDIS_KEY_PREFIX = 'agency:';
