// First-party insight: the batched writer of beacon events, the daily visitor secrets, and the hourly
// purge of raw events older than 30 days then summary of closed weeks and months (each on one instance
// at a time, by a lease row).

import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { IngestBuffer } from '../insights/ingest-buffer';
import { startInsightWriter } from '../insights/insight-writer';
import { purgeInsights, type PurgeResult } from '../insights/purge';
import { summariseInsights, type SummariseResult } from '../insights/summarise';
import { DailySecrets } from '../insights/visitor-hash';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface Insights {
  buffer: IngestBuffer;
  secrets: DailySecrets;
  /** This instance's name in the purge lease. */
  instance: string;
  purge(now?: number): Promise<PurgeResult>;
  /** Builds the summaries of closed periods not yet summarised or made stale by late events. */
  summarise(now?: number): Promise<SummariseResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    insights: Insights;
  }
}

export default fp(
  async (app) => {
    const instance = randomUUID();
    const { dataDir, databaseUrl } = app.apiOptions;
    const writer = startInsightWriter(app.db, { dataDir, databaseUrl }, (error) =>
      app.log.error({ err: error }, 'the insight writer thread failed; batches are written on the event loop from now on'),
    );
    const buffer = new IngestBuffer(
      (batch) => writer.write(batch),
      (error) => app.log.error({ err: error }, 'could not write insight events; that batch is lost'),
    );
    const insights: Insights = {
      buffer,
      secrets: new DailySecrets(app.db),
      instance,
      purge: (now) => purgeInsights(app.db, instance, now),
      summarise: (now) => summariseInsights(app.db, app.dbEngine, instance, now),
    };
    app.decorate('insights', insights);
    let timer: NodeJS.Timeout | undefined;
    const purge = () =>
      insights
        .purge()
        .then(({ events }) => {
          if (events > 0) app.log.info({ count: events }, 'purged insight events older than 30 days');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not purge insight events; trying again within the hour'))
        .then(() => insights.summarise())
        .then(({ built }) => {
          if (built > 0) app.log.info({ count: built }, 'summarised insight days, weeks and months');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not summarise insights; reports read daily rows until then'));
    app.addHook('onListen', async () => {
      void purge();
      timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await buffer.flush();
      await writer.close();
    });
  },
  { name: 'insights', dependencies: ['db'], fastify: '5.x' },
);
