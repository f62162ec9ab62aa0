// At start, before any request is served and before the seed draws, the media
// folders lose the files no record refers to (left by a crash or a kill). On a bucket
// only files older than MEDIA_ORPHAN_GRACE_SECONDS go: younger ones may belong to a
// request another instance has in flight.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { referencedImages } from '../content/referenced-images';
import { sweepOrphans } from '../media/orphan-sweep';

export default fp<ApiOptions>(
  async (app, options) => {
    const removed = await sweepOrphans(app.media, await referencedImages(app.db), { graceMs: options.media.orphanGraceMs });
    if (removed.length > 0) app.log.warn({ count: removed.length }, 'removed image files no record refers to');
  },
  { name: 'orphan-sweep', dependencies: ['db', 'media'], fastify: '5.x' },
);
