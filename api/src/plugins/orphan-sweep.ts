// Once the server listens, the media folders lose the files no record refers to (left
// by a crash or a kill). Only after `listen`: a process that cannot serve (its port is
// taken, its DATA_DIR held by another) never deletes anything (issue 17, finding 4).
// Images of this process's requests in flight are spared by the media store; on a
// bucket, files younger than MEDIA_ORPHAN_GRACE_SECONDS too (other instances' uploads).

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { referencedImages } from '../image-references/referenced-images';
import { sweepOrphans } from '../media/orphan-sweep';

export default fp<ApiOptions>(
  async (app, options) => {
    app.addHook('onListen', async () => {
      const removed = await sweepOrphans(app.media, () => referencedImages(app.db), { graceMs: options.media.orphanGraceMs });
      if (removed.length > 0) app.log.warn({ count: removed.length }, 'removed image files no record refers to');
    });
  },
  { name: 'orphan-sweep', dependencies: ['db', 'media'], fastify: '5.x' },
);
