// GET /remotes.json: remote name -> its live version's manifest URL and the integrity of the
// files the shell loads first (it refuses any that differ), read by the shell
// at start and on navigation. Re-read from the release store on every request, so a
// release or rollback takes effect without restarting the server.

import type { FastifyInstance } from 'fastify';
import type { ReleaseStore } from './releases/release-store';

export async function remoteRegistry(app: FastifyInstance, releases: ReleaseStore) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return releases.registry();
  });
}
