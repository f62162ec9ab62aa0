// `npm start`: serves the whole site on one port (PORT, default 8080); on SIGTERM
// or SIGINT it finishes the requests in flight, then closes the database and exits.

import type { AddressInfo } from 'node:net';
import { closeOnSignals, loadApiOptions, loadMetricsServerOptions, serveMetrics } from '@agency/api';
import { siteEnv } from './site-env';
import { canaryWatchSettings } from './releases/canary-settings';
import { buildSiteServer } from './site-server';
import { defaultSitePaths } from './paths';
import { releaseStoreFromEnv } from './releases/store-location';
import { publishLocalBuilds } from './releases/local-builds';
import { localActor } from './releases/release-journal';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

async function main() {
  // Settings first: a production start without SITE_URL or ALLOWED_HOSTS stops here, saying so.
  const { siteUrl, allowedHosts, trustProxy } = siteEnv(process.env);
  const canaryWatch = canaryWatchSettings(process.env);
  const paths = defaultSitePaths();
  const releases = releaseStoreFromEnv(process.env);
  // The audit trail names who started this server as the one who released its builds.
  for (const published of publishLocalBuilds(releases.acting(localActor('site-start', 'npm start')), paths.remoteDist))
    process.stdout.write(`Published ${published}\n`);

  const api = loadApiOptions(process.env);
  const app = await buildSiteServer({
    shellDist: paths.shellDist,
    releases,
    siteUrl,
    allowedHosts,
    api,
    canaryWatch,
    runtimeConfig: {
      ...(process.env.REMOTES_REGISTRY_URL ? { registryUrl: process.env.REMOTES_REGISTRY_URL } : {}),
      ...(Number(process.env.ADMIN_IDLE_MINUTES) > 0 ? { adminIdleMinutes: Number(process.env.ADMIN_IDLE_MINUTES) } : {}),
      siteTimeZone: api.siteTimeZone,
    },
    fastify: { logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy },
  });
  closeOnSignals(app, { announce: (line) => process.stdout.write(`${line}\n`) });
  if (api.metrics) {
    // METRICS=1: Prometheus figures on a port of their own, never on the site's public port.
    const metrics = await serveMetrics(api.metrics, loadMetricsServerOptions(process.env));
    app.addHook('onClose', () => metrics.close());
    process.stdout.write(`Metrics at http://${loadMetricsServerOptions(process.env).host}:${metrics.port}/metrics\n`);
  }
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // PORT=0 picks a free port: print the one we got.
  process.stdout.write(`Site ready at http://${shown}:${(app.server.address() as AddressInfo).port}/\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
