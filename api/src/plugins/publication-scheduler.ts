// Scheduled entries go live at their time without anyone signed in (issue 19): once the
// server listens and then every `publishCheckMs` (PUBLISH_CHECK_SECONDS, default 30), each
// instance publishes what is due; one UPDATE … RETURNING per table makes each entry published
// by exactly one instance (publication/publish-due.ts). When it published anything, the public
// replies this process keeps are dropped, and none read before the change is kept after it.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { publishDueEntries, type PublishedEntry } from '../publication/publish-due';
import { changedPagePaths } from '../indexnow/indexnow-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes the scheduled entries due at `now`; what this instance published. */
    publishDueEntries(now?: Date): Promise<PublishedEntry[]>;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const publish = async (now?: Date) => {
      const published = await publishDueEntries(app.db, now);
      if (published.length > 0) {
        app.forgetPublicReplies();
        // After the publishing statement: a crash between the two loses these submissions, never the publication.
        await app.indexNow.queue(
          app.db,
          published.flatMap((entry) => changedPagePaths(entry.resource, undefined, { state: 'published', slug: entry.slug })),
        );
        app.indexNow.wake();
      }
      return published;
    };
    app.decorate('publishDueEntries', publish);

    const tick = () => {
      running ??= publish()
        .then((published) => {
          if (published.length > 0) app.log.info({ entries: published }, 'published scheduled entries');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not publish scheduled entries; trying again at the next check'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.addHook('onListen', async () => {
      void tick();
      timer = setInterval(() => void tick(), options.publishCheckMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'publication-scheduler', dependencies: ['db', 'public-reply-cache', 'indexnow'], fastify: '5.x' },
);
