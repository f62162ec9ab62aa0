// The IndexNow key file: search engines fetch /<key>.txt from the site's root and compare its text
// with the key a submission names, which proves the submitter owns the host. Served only while
// submissions are on (INDEXNOW_KEY, or the generated key); any other /<name>.txt stays the site's 404.

import type { FastifyInstance } from 'fastify';

export const indexNowKeyFile = (app: FastifyInstance, key: string | undefined): void => {
  if (!key) return;
  app.get(`/${key}.txt`, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(key),
  );
};
