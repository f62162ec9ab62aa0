// Redirect rules as the app's `redirectRules`: loaded at start, reloaded after each change
// here and when another instance announces one (shared-state/change-signal), with the
// hits counted in memory and added to the stored counts every few seconds and at close.
// The site server passes its own LiveRedirectRules in the options to apply them to every path.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { LiveRedirectRules } from '../redirects/live-redirect-rules';
import { NotFoundMonitor } from '../redirects/not-found-monitor';
import { addNotFound } from '../redirects/not-found-repository';
import { addHits, storedRules } from '../redirects/redirect-repository';
import { openChangeSignal, type ChangeSignal } from '../shared-state/change-signal';

const HIT_FLUSH_MS = 5_000;
/** LISTEN/NOTIFY and Redis channel: letters and underscores. */
const CHANGE_CHANNEL = 'agency_redirect_rules';

declare module 'fastify' {
  interface FastifyInstance {
    redirectRules: LiveRedirectRules;
    notFoundMonitor: NotFoundMonitor;
    /** Reloads the rules here and tells the other instances to: call after every change. */
    redirectRulesChanged(): Promise<void>;
    /** Adds the redirect hits and 404s counted in memory to the stored counts now (before staff read them). */
    flushRedirectHits(): Promise<void>;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    const live = options.redirectRules ?? new LiveRedirectRules();
    const reload = async () => live.replace(await storedRules(app.db));
    await reload();
    let signal: ChangeSignal | undefined;
    // Opened once the whole app has started: a start that fails (a refused setting) would never run the
    // close hook below, and its listening connection would reconnect for as long as the process lived.
    app.addHook('onReady', async () => {
      signal = openChangeSignal({
        channel: CHANGE_CHANNEL,
        redis: app.sharedState.redis,
        databaseUrl: app.dbEngine === 'postgres' ? options.databaseUrl : undefined,
        db: app.db,
        onChange: () => void reload().catch((error: unknown) => app.log.warn({ err: error }, 'reloading the redirect rules failed')),
        onError: (error) => app.log.warn({ err: error }, 'the redirect rules change signal failed'),
      });
      // A started instance hears the others' changes from its first request on.
      await signal.listening;
    });
    const monitor = options.notFoundMonitor ?? new NotFoundMonitor();
    monitor.options = options.notFound;
    // One flush at a time: a reader that asks for one also waits for the timer's under way.
    let flushing: Promise<void> = Promise.resolve();
    const flushHits = () => {
      flushing = flushing
        .catch(() => undefined)
        .then(async () => {
          const hits = live.takeHits();
          if (hits.size > 0) await addHits(app.db, hits);
          await addNotFound(app.db, monitor.take(), options.notFound.pathsPerDay);
        });
      return flushing;
    };
    const timer = setInterval(
      () => void flushHits().catch((error: unknown) => app.log.warn({ err: error }, 'storing redirect hits and 404s failed')),
      HIT_FLUSH_MS,
    );
    timer.unref();
    app.decorate('redirectRules', live);
    app.decorate('notFoundMonitor', monitor);
    app.decorate('flushRedirectHits', flushHits);
    app.decorate('redirectRulesChanged', async () => {
      await reload();
      await signal?.announce();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await signal?.close();
      await flushHits().catch(() => undefined);
    });
  },
  { name: 'redirects', dependencies: ['db', 'shared-state'], fastify: '5.x' },
);
