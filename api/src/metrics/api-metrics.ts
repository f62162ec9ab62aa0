// The Prometheus figures of one API: requests and their latency per route, and, read
// at each scrape, the database pool and the notification outbox. A registry of its
// own (not prom-client's global one), so several apps in one process never collide.

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ApiMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status_code'>;
  duration: Histogram<'method' | 'route'>;
  /** Connections of the PostgreSQL pool by state (total, idle, waiting clients). */
  dbPool: Gauge<'state'>;
  /** Notification e-mails by status (pending, failed): what the worker has still to do. */
  outbox: Gauge<'status'>;
  sources: MetricsSources;
}

/** Sources read at scrape time; set by the plugins that own them. */
export interface MetricsSources {
  pool?: () => { total: number; idle: number; waiting: number };
  outbox?: () => Promise<Record<string, number>>;
}

export const createApiMetrics = (): ApiMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: MetricsSources = {};
  return {
    registry,
    sources,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'API requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an API request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    dbPool: new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = sources.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    }),
    outbox: new Gauge({
      name: 'notification_outbox_depth',
      help: 'Staff e-mails not sent, by status (pending: still to send; failed: given up)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const counts = await sources.outbox?.();
        if (!counts) return;
        for (const status of ['pending', 'failed']) this.set({ status }, counts[status] ?? 0);
      },
    }),
  };
};
