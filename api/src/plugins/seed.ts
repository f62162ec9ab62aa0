// Seeds the demo content on the first start (unless SEED=off).
// Drawing the images takes seconds, longer on a busy machine, so the seed runs
// beside the start-up instead of inside it (a host's plugin timeout never counts
// it), and API requests wait for it: nobody sees a half-empty site.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { seedDemoContent } from '../seed/seed-demo-content';

export default fp<ApiOptions>(
  async (app, options) => {
    if (!options.seed) return;
    let pending: Promise<void> | undefined = (async () => {
      const started = Date.now();
      try {
        if (await seedDemoContent(app.db, app.media, { images: options.seedImages })) {
          app.log.info({ ms: Date.now() - started }, 'demo content seeded');
        }
      } catch (error) {
        // The site still works without demo content; the next start tries again.
        app.log.error({ err: error }, 'seeding the demo content failed');
      }
    })().finally(() => {
      pending = undefined;
    });

    app.addHook('onRequest', async () => {
      if (pending) await pending;
    });
    // The database must outlive the seed's last write.
    app.addHook('preClose', async () => {
      if (pending) await pending;
    });
  },
  { name: 'seed', dependencies: ['db', 'media'], fastify: '5.x' },
);
