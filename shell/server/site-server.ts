// The one-process site: the shell's page for every route, the built remotes under
// /remotes/, the registry at /remotes.json and the API host mounted at /api.

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { apiPlugin, captchaRuntimeConfig, type ApiOptions } from '@agency/api';
import type { RuntimeConfig } from '@agency/shared/contract';
import { createHtmlRenderer } from './html-page';
import { defaultRegistry, remoteRegistry, type Registry } from './remote-registry';
import { staticAssets } from './static-assets';
import type { SitePaths } from './paths';

export const API_PREFIX = '/api';

export interface SiteOptions {
  paths: SitePaths;
  api: ApiOptions;
  /** What the page tells the browser about the API and captcha. */
  runtimeConfig?: Partial<RuntimeConfig>;
  registry?: () => Registry;
  fastify?: FastifyServerOptions;
}

const runtimeConfigFor = (options: SiteOptions): RuntimeConfig => ({
  apiBase: API_PREFIX,
  captcha: captchaRuntimeConfig(options.api),
  ...options.runtimeConfig,
});

export async function buildSiteServer(options: SiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...options.fastify });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(apiPlugin, { ...options.api, prefix: API_PREFIX });
  await staticAssets(app, options.paths);
  await remoteRegistry(app, options.registry ?? defaultRegistry);

  const renderPage = createHtmlRenderer(`${options.paths.shellDist}/index.html`, runtimeConfigFor(options));

  // Every other GET is a route of the single-page app: the router decides what it shows.
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|static|remotes)\//.test(request.url);
    if (!isPage) return reply.code(404).type('application/json').send({ message: 'Not found' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderPage());
  });

  return app;
}
