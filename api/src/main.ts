// The standalone API server: options from the environment, listen (and serve the
// metrics when METRICS=1), and on SIGTERM/SIGINT finish the requests in flight
// before closing the database.

import { buildApp } from './app';
import { loadApiOptions, loadMetricsServerOptions, loadServerOptions } from './config';
import { serveMetrics } from './metrics/metrics-server';
import { closeOnSignals } from './server/graceful-shutdown';

const main = async (): Promise<void> => {
  const server = loadServerOptions(process.env);
  const options = loadApiOptions(process.env);
  const app = await buildApp({
    ...options,
    prefix: server.prefix,
    trustProxy: server.trustProxy,
    logger: { level: server.logLevel },
  });
  closeOnSignals(app);
  if (options.metrics) {
    // METRICS=1: Prometheus figures on a port of their own, never on the API's public port.
    const metricsServer = loadMetricsServerOptions(process.env);
    const metrics = await serveMetrics(options.metrics, metricsServer);
    app.addHook('onClose', () => metrics.close());
    app.log.info({ host: metricsServer.host, port: metrics.port }, 'metrics served at /metrics');
  }
  await app.listen({ port: server.port, host: server.host });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
