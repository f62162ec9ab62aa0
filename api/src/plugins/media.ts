// The image store as an app decorator, and the public image routes
// `GET /<folder>/<file>` for the folders of the shared media contract only: streamed
// from the store (disk or bucket) with immutable cache headers, or redirected to
// MEDIA_PUBLIC_URL (a public bucket or CDN) when one is set. Image URLs are the same
// for the frontend either way.

import fp from 'fastify-plugin';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import type { ApiOptions } from '../config';
import { notFound } from '../http/reply-error';
import type { MediaStore } from '../media/media-store';
import { openMediaStore } from '../media/open-media-store';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

/** Stored names are random and never rewritten, so a browser may keep a file forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A redirect may change with MEDIA_PUBLIC_URL: cached for a day, not forever. */
const REDIRECT_CACHE = 'public, max-age=86400';

export default fp<ApiOptions>(
  async (app, options) => {
    const media = await openMediaStore(options.dataDir, options.media);
    await media.ensureFolders();
    app.decorate('media', media);
    app.log.info({ media: media.backend.description }, 'media store ready');
    const publicUrl = options.media.publicUrl;

    for (const folder of ALL_IMAGE_FOLDERS) {
      app.get<{ Params: { file: string } }>(`/${folder}/:file`, async (request, reply) => {
        const { file } = request.params;
        if (!media.isStoredName(folder, file)) throw notFound();
        // Images are public: let a site on another origin embed them.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (publicUrl) return reply.header('Cache-Control', REDIRECT_CACHE).redirect(`${publicUrl}/${folder}/${file}`, 302);
        const ifNoneMatch = request.headers['if-none-match'];
        const stored = await media.read(folder, file, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
        if (!stored) throw notFound();
        reply.header('Cache-Control', IMMUTABLE);
        if (stored === 'not-modified') return reply.header('ETag', ifNoneMatch).code(304).send();
        reply.header('ETag', stored.etag).header('Last-Modified', stored.lastModified.toUTCString());
        return reply.type('image/webp').header('Content-Length', stored.size).send(stored.body);
      });
    }
  },
  { name: 'media', fastify: '5.x' },
);
