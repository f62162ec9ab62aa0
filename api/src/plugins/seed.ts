// Seeds the demo content on the first start (unless SEED=off).

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { seedDemoContent } from '../seed/seed-demo-content';

export default fp<ApiOptions>(
  async (app, options) => {
    if (!options.seed) return;
    const started = Date.now();
    const seeded = await seedDemoContent(app.db, app.media, { images: options.seedImages });
    if (seeded) app.log.info({ ms: Date.now() - started }, 'demo content seeded');
  },
  { name: 'seed', dependencies: ['db', 'media'], fastify: '5.x' },
);
