// A sweep that runs once the server listens and then every hour (the trash's and the audit
// trail's purges): never two at once on one instance, a failure logged and tried again within
// the hour, and a sweep under way finished before the server closes.

import type { FastifyInstance } from 'fastify';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const sweepHourly = (app: FastifyInstance, sweep: () => Promise<void>, failure: string): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= sweep()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      }));
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
