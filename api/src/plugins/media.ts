// The image store as an app decorator, and the public image routes `GET /<folder>/<file>`
// for the folders of the shared media contract only: from the store (disk or bucket), or
// from memory where files are kept (served-images.ts), with immutable cache headers, or
// redirected to MEDIA_PUBLIC_URL (a public bucket or CDN) when one is set. Image URLs are
// the same for the frontend either way.

import fp from 'fastify-plugin';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import type { ApiOptions } from '../config';
import { markMemoryHit } from '../http/memory-hit';
import { notFound } from '../http/reply-error';
import { ServedImages } from '../http/served-images';
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
    app.addHook('onClose', () => media.backend.close());
    app.log.info({ media: media.backend.description }, 'media store ready');
    const publicUrl = options.media.publicUrl;
    // With SQLite this process alone removes files, so it may keep the files it serves (served-images.ts).
    const images = new ServedImages(media, { keep: app.dbEngine === 'sqlite' });

    for (const folder of ALL_IMAGE_FOLDERS) {
      app.get<{ Params: { file: string } }>(`/${folder}/:file`, async (request, reply) => {
        const { file } = request.params;
        if (!media.isStoredName(folder, file)) throw notFound();
        // Images are public: let a site on another origin embed them.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (publicUrl) return reply.header('Cache-Control', REDIRECT_CACHE).redirect(`${publicUrl}/${folder}/${file}`, 302);
        const ifNoneMatch = request.headers['if-none-match'];
        const served = await images.serve(folder, file, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
        if (!served) throw notFound();
        // Answered from memory: the site server's fast lane may send these very bytes again while they are kept.
        if (served.stillKept) markMemoryHit(request.raw, served.stillKept);
        reply.header('Cache-Control', IMMUTABLE);
        if (served.notModified) return reply.header('ETag', ifNoneMatch).code(304).send();
        reply.header('ETag', served.etag).header('Last-Modified', served.lastModified.toUTCString());
        return reply.type('image/webp').header('Content-Length', served.size).send(served.body);
      });
    }
  },
  { name: 'media', dependencies: ['db'], fastify: '5.x' },
);
