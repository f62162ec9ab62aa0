// Stopping a server without dropping work: on SIGTERM or SIGINT it stops
// accepting connections, lets the requests in flight finish (Fastify's close
// waits for them before its onClose hooks close the database), then exits 0.
// A request that never ends cannot hold the process: after `graceMs` it exits 1.

import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  graceMs?: number;
  /** Where the one-line notice goes (the app's logger by default). */
  announce?: (line: string) => void;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 15_000;

export const closeOnSignals = (app: FastifyInstance, options: ShutdownOptions = {}): void => {
  const graceMs = options.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  const announce = options.announce ?? ((line: string) => app.log.info(line));
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    announce(`${signal} received: finishing requests in flight, then stopping`);
    setTimeout(() => process.exit(1), graceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};
