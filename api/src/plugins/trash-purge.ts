// Trashed entries older than 30 days go for good, with their image files: once the server
// listens and then every hour. Several instances may sweep at once; each item is taken by
// one DELETE … RETURNING, so its files are removed by exactly one of them (trash-repository).
// Files of an item whose removal was cut short are orphans for the next start's sweep.

import fp from 'fastify-plugin';
import { purgeExpiredTrash } from '../trash/trash-repository';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const purge = () => {
      running ??= purgeExpiredTrash(app.db, (kind, names) => app.media.remove(kind, names))
        .then((purged) => {
          if (purged.length > 0) app.log.info({ count: purged.length }, 'purged trashed entries older than 30 days');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not purge the trash; trying again within the hour'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.addHook('onListen', async () => {
      void purge();
      timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'trash-purge', dependencies: ['db', 'media'], fastify: '5.x' },
);
