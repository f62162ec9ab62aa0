// GET /remotes.json: remote name -> manifest URL, read by the shell at start.

import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from './paths';

export type Registry = Record<RemoteName, string>;

export const defaultRegistry = (): Registry =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Registry;

export async function remoteRegistry(app: FastifyInstance, registry: () => Registry) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return registry();
  });
}
