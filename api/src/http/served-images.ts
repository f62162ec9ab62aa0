// What the image routes send: a stored file, read from the media store, or its copy kept in memory
// from an earlier read, answered without a read of the store (a file on disk, a request to the
// bucket); the site server's fast lane then sends it again while it is kept (memory-hit.ts). Stored
// names are random and never rewritten, so a kept file only ends by removal, and every removal goes
// through the media store, which tells this memory once it has removed them. That holds with
// SQLite, where one API process owns the data and its files (the DATA_DIR lock); with PostgreSQL
// another instance may remove a file, so nothing is kept, as the public reply cache keeps nothing there.

import { buffer } from 'node:stream/consumers';
import type { StoredObject } from '../media/media-backend';
import type { MediaStore } from '../media/media-store';
import { KeptReplies, type KeptRepliesLimits } from './kept-replies';

interface KeptImage {
  payload: Buffer;
  etag: string;
  lastModified: Date;
}

/** A file as the image route sends it: whole from memory (`stillKept` says while), or streamed from the store. */
export type ServedImage =
  | { notModified: true; stillKept?: () => boolean }
  | { notModified: false; etag: string; lastModified: Date; size: number; body: Buffer | StoredObject['body']; stillKept?: () => boolean };

/** Files at most, and their bytes together: the images of a busy site's pages, not its whole library. */
export const KEPT_IMAGES_LIMITS: KeptRepliesLimits = { entries: 2_000, chars: 64 * 1024 * 1024 };
/** A file bigger than this is streamed from the store each time (an upload near its size limit). */
export const KEPT_IMAGE_MAX_BYTES = 1024 * 1024;

export class ServedImages {
  private readonly kept: KeptReplies<KeptImage> | undefined;
  /** Removals made: a read of the store during which one ended keeps nothing (it may have read a removed file). */
  private removals = 0;

  constructor(
    private readonly media: MediaStore,
    { keep, limits = KEPT_IMAGES_LIMITS }: { keep: boolean; limits?: KeptRepliesLimits },
  ) {
    const kept = keep ? new KeptReplies<KeptImage>(limits) : undefined;
    this.kept = kept;
    media.onRemoval((folder, files) => {
      this.removals += 1;
      for (const file of files) kept?.delete(`${folder}/${file}`);
    });
  }

  /** The file, or undefined when the store has none. */
  async serve(folder: string, file: string, ifNoneMatch?: string): Promise<ServedImage | undefined> {
    const { kept } = this;
    const path = `${folder}/${file}`;
    const copy = kept?.get(path);
    if (kept && copy) {
      const stillKept = () => kept.get(path) === copy;
      return ifNoneMatch === copy.etag ? { notModified: true, stillKept } : whole(copy, stillKept);
    }
    const removals = this.removals;
    const stored = await this.media.read(folder, file, ifNoneMatch);
    if (stored === undefined) return undefined;
    if (stored === 'not-modified') return { notModified: true };
    if (!kept || stored.size > KEPT_IMAGE_MAX_BYTES) return { notModified: false, ...stored };
    const image = { payload: await buffer(stored.body), etag: stored.etag, lastModified: stored.lastModified };
    if (removals !== this.removals) return whole(image);
    kept.set(path, image);
    return whole(image, () => kept.get(path) === image);
  }
}

const whole = (image: KeptImage, stillKept?: () => boolean): ServedImage => ({
  notModified: false,
  etag: image.etag,
  lastModified: image.lastModified,
  size: image.payload.length,
  body: image.payload,
  stillKept,
});
