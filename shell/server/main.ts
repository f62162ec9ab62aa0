// `npm start`: serves the whole site on one port (PORT, default 8080).

import { loadApiOptions } from '@agency/api';
import { buildSiteServer } from './site-server';
import { defaultSitePaths } from './paths';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

async function main() {
  const app = await buildSiteServer({
    paths: defaultSitePaths(),
    api: loadApiOptions(process.env),
    fastify: { logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: process.env.TRUST_PROXY === '1' },
  });
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  process.stdout.write(`Site ready at http://${shown}:${port}/\n`);

  const stop = async (signal: string) => {
    process.stdout.write(`${signal} received, shutting down\n`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
