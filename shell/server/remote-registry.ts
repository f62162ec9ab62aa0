// GET /remotes.json: remote name -> manifest URL of its live version, read by the shell
// at start and on navigation. Re-read from the release store on every request, so a
// release or rollback takes effect without restarting the server.

import type { FastifyInstance } from 'fastify';
import type { ReleaseStore } from './releases/release-store';

export async function remoteRegistry(app: FastifyInstance, releases: ReleaseStore) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return releases.manifestUrls();
  });
}
