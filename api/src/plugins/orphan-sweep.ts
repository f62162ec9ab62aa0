// At start, before any request is served and before the seed draws, the media
// folders lose the files no record refers to (left by a crash or a kill).

import fp from 'fastify-plugin';
import { referencedImages } from '../content/referenced-images';
import { sweepOrphans } from '../media/orphan-sweep';

export default fp(
  async (app) => {
    const removed = await sweepOrphans(app.media, await referencedImages(app.db));
    if (removed.length > 0) app.log.warn({ count: removed.length }, 'removed image files no record refers to');
  },
  { name: 'orphan-sweep', dependencies: ['db', 'media'], fastify: '5.x' },
);
