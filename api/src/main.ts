// The standalone API server: options from the environment, listen, and on
// SIGTERM/SIGINT finish the requests in flight before closing the database.

import { buildApp } from './app';
import { loadApiOptions, loadServerOptions } from './config';
import { closeOnSignals } from './server/graceful-shutdown';

const main = async (): Promise<void> => {
  const server = loadServerOptions(process.env);
  const app = await buildApp({
    ...loadApiOptions(process.env),
    prefix: server.prefix,
    trustProxy: server.trustProxy,
    logger: { level: server.logLevel },
  });
  closeOnSignals(app);
  await app.listen({ port: server.port, host: server.host });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
