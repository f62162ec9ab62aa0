// IndexNow: `app.indexNow.queue` puts the changed pages' URLs in the outbox inside the write's own
// transaction (so a stored change never lacks its submission), and the worker, started when the
// app is ready and stopped when it closes, submits them. Off (queue does nothing) without
// SITE_URL and a key (INDEXNOW_KEY, or the generated one with INDEXNOW=on).

import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { ApiOptions } from '../config';
import type { Database } from '../db/schema';
import { resolveIndexNowKey } from '../indexnow/indexnow-key';
import { absoluteUrl } from '../indexnow/indexnow-urls';
import { IndexNowWorker, type IndexNowJob } from '../indexnow/indexnow-worker';
import { enqueueHttpJob } from '../notifications/outbox-repository';

export interface IndexNowService {
  /** The key served at /<key>.txt, when submissions are on. */
  key?: string;
  /** Queues the site paths a write changed; call inside its transaction. */
  queue(db: Kysely<Database> | Transaction<Database>, paths: readonly string[]): Promise<void>;
  /** A write committed: submit now instead of at the next poll. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    indexNow: IndexNowService;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    const key = await resolveIndexNowKey(app.db, options.indexNow, options.siteUrl);
    if (!key || !options.siteUrl) {
      app.decorate('indexNow', { queue: async () => undefined, wake: () => undefined } satisfies IndexNowService);
      return;
    }
    const siteUrl = options.siteUrl;
    const worker = new IndexNowWorker({
      db: app.db,
      engine: app.dbEngine,
      options: options.indexNow,
      key,
      siteUrl,
      log: app.log.child({ component: 'indexnow' }),
    });
    app.decorate('indexNow', {
      key,
      queue: async (db, paths) => {
        for (const path of new Set(paths))
          await enqueueHttpJob(db, { type: 'indexnow', url: absoluteUrl(siteUrl, path) } satisfies IndexNowJob);
      },
      wake: () => worker.wake(),
    } satisfies IndexNowService);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'indexnow', dependencies: ['db'], fastify: '5.x' },
);
