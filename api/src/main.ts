// The standalone API server: options from the environment, listen, close cleanly.

import { buildApp } from './app';
import { loadApiOptions, loadServerOptions } from './config';

const main = async (): Promise<void> => {
  const server = loadServerOptions(process.env);
  const app = await buildApp({
    ...loadApiOptions(process.env),
    prefix: server.prefix,
    trustProxy: server.trustProxy,
    logger: { level: server.logLevel },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: server.port, host: server.host });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
