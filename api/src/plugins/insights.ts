// First-party insight: the batched writer of beacon events, the daily visitor secrets, and the hourly
// purge of raw events older than 30 days (one instance at a time, by a lease row).

import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { IngestBuffer } from '../insights/ingest-buffer';
import { purgeInsights, type PurgeResult } from '../insights/purge';
import { DailySecrets } from '../insights/visitor-hash';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface Insights {
  buffer: IngestBuffer;
  secrets: DailySecrets;
  /** This instance's name in the purge lease. */
  instance: string;
  purge(now?: number): Promise<PurgeResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    insights: Insights;
  }
}

export default fp(
  async (app) => {
    const instance = randomUUID();
    const buffer = new IngestBuffer(app.db, (error) => app.log.error({ err: error }, 'could not write insight events; that batch is lost'));
    const insights: Insights = {
      buffer,
      secrets: new DailySecrets(app.db),
      instance,
      purge: (now) => purgeInsights(app.db, instance, now),
    };
    app.decorate('insights', insights);
    let timer: NodeJS.Timeout | undefined;
    const purge = () =>
      insights
        .purge()
        .then(({ events }) => {
          if (events > 0) app.log.info({ count: events }, 'purged insight events older than 30 days');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not purge insight events; trying again within the hour'));
    app.addHook('onListen', async () => {
      void purge();
      timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await buffer.flush();
    });
  },
  { name: 'insights', dependencies: ['db'], fastify: '5.x' },
);
