// Serves the built shell and remotes. Content-hashed files are cached for a year;
// manifests, remote entries and the registry are revalidated on every load.

import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SitePaths } from './paths';
import { REMOTE_NAMES } from './paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const cacheControlFor = (filePath: string): string => (/\/static\//.test(filePath) ? IMMUTABLE : REVALIDATE);

export async function staticAssets(app: FastifyInstance, paths: SitePaths) {
  await app.register(fastifyStatic, {
    root: `${paths.shellDist}/static`,
    prefix: '/static/',
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: paths.remoteDist[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('-stats.json'),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        reply.header('access-control-allow-origin', '*');
      },
    });
  }
}
