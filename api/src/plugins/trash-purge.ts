// Trashed entries older than 30 days go for good, with their image files: once the server
// listens and then every hour. Several instances may sweep at once; each item is taken by
// one DELETE … RETURNING, so its files are removed by exactly one of them (trash-repository).
// Files of an item whose removal was cut short are orphans for the next start's sweep.

import fp from 'fastify-plugin';
import { purgeExpiredTrash } from '../trash/trash-repository';
import { sweepHourly } from './hourly-sweep';

export default fp(
  async (app) => {
    sweepHourly(
      app,
      async () => {
        const purged = await purgeExpiredTrash(app.db, (kind, names) => app.media.remove(kind, names));
        if (purged.length > 0) app.log.info({ count: purged.length }, 'purged trashed entries older than 30 days');
      },
      'could not purge the trash; trying again within the hour',
    );
  },
  { name: 'trash-purge', dependencies: ['db', 'media'], fastify: '5.x' },
);
