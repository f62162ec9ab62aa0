// Serves the built shell and the released remotes. Shell assets are content-hashed and
// remote versions live in immutable folders, so both are cached for a year. Each text file
// comes with its `.br` and `.gz` written at build time (webpack/precompress.js): the one the
// browser takes is sent as it is, so no request compresses a file that never changes.

import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ReleaseStore } from './releases/release-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Source maps stay on the server (the build keeps them for staff debugging): never served. */
const SOURCE_MAP = /\.map$/;
/** Only files inside a version folder: `<remote>/<version>/...`, never the store's own files,
 *  never the server's renderer (`ssr/`) and never a source map. */
const RELEASED_FILE = /^\/?[a-z_]+\/[0-9A-Za-z.+-]+\/(?!ssr\/)(?!.*\.html$)(?!.*-stats\.json$)(?!.*\.map$).+/;

export async function staticAssets(app: FastifyInstance, shellDist: string, releases: ReleaseStore) {
  await app.register(fastifyStatic, {
    root: `${shellDist}/static`,
    prefix: '/static/',
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: releases.dir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => RELEASED_FILE.test(pathName),
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      // Manifests are fetched across origins when the shell and remotes are on different hosts.
      reply.header('access-control-allow-origin', '*');
    },
  });
}
