// With METRICS=1: every API reply is counted and timed by its route pattern (never
// the raw URL, so ids cannot explode the series), and the pool and outbox figures are
// read when Prometheus scrapes. Without it this plugin adds nothing to a request.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';

export default fp<ApiOptions>(
  async (app, options) => {
    const metrics = options.metrics;
    if (!metrics) return;
    const pool = app.dbPool;
    if (pool) metrics.sources.pool = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    metrics.sources.outbox = async () => {
      const rows = await app.db
        .selectFrom('notification_outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', 'in', ['pending', 'failed'])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    };

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
      metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['db'], fastify: '5.x' },
);
