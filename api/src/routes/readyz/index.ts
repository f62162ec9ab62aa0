// GET /readyz: this instance can serve, since the database and the media store (and
// Redis, when REDIS_URL is set) answer; else 503 naming the dependency that failed (a load balancer's readiness
// probe takes the instance out of rotation until it recovers).

import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

/** A dependency slower than this counts as down: the probe itself must answer in time. */
const CHECK_TIMEOUT_MS = 3_000;

type CheckResult = 'ok' | 'failed';

const withTimeout = async (check: Promise<unknown>): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

const readyRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    const redis = app.sharedState.redis;
    const checks: Record<string, () => Promise<unknown>> = {
      database: () => sql`select 1`.execute(app.db),
      media: () => app.media.backend.check(),
      ...(redis ? { redis: () => redis.ping() } : {}),
    };
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
        try {
          await withTimeout(check());
          return [name, 'ok'];
        } catch (error) {
          request.log.error({ err: error, dependency: name }, 'readiness check failed');
          return [name, 'failed'];
        }
      }),
    );
    const failed = results.filter(([, result]) => result === 'failed').map(([name]) => name);
    reply.header('Cache-Control', 'no-store');
    const body = {
      status: failed.length === 0 ? 'ok' : 'unavailable',
      checks: Object.fromEntries(results),
      ...(failed.length > 0 ? { failed } : {}),
    };
    return reply.code(failed.length === 0 ? 200 : 503).send(body);
  });
};

export default readyRoutes;
