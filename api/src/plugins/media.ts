// The image store as an app decorator, and the public image routes
// `GET /<folder>/<file>` for the folders of the shared media contract only.

import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import type { ApiOptions } from '../config';
import { notFound } from '../http/reply-error';
import { MediaStore } from '../media/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

/** Stored names are random and never rewritten, so a browser may keep a file forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaRoot = (dataDir: string): string => path.join(dataDir, 'media');

export default fp<ApiOptions>(
  async (app, options) => {
    const media = new MediaStore(mediaRoot(options.dataDir));
    await media.ensureFolders();
    app.decorate('media', media);

    for (const folder of ALL_IMAGE_FOLDERS) {
      app.get<{ Params: { file: string } }>(`/${folder}/:file`, async (request, reply) => {
        const file = media.filePath(folder, request.params.file);
        const stat = file ? await fs.stat(file).catch(() => undefined) : undefined;
        if (!file || !stat?.isFile()) throw notFound();
        const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
        reply
          .header('Cache-Control', IMMUTABLE)
          .header('ETag', etag)
          .header('Last-Modified', stat.mtime.toUTCString())
          // Images are public: let a site on another origin embed them.
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/webp').header('Content-Length', stat.size).send(createReadStream(file));
      });
    }
  },
  { name: 'media', fastify: '5.x' },
);
