// The media store the options ask for: an S3-compatible bucket when one is configured,
// else DATA_DIR/media on local disk. The AWS SDK is loaded only when a bucket is used.

import path from 'node:path';
import { DiskBackend } from './disk-backend';
import type { MediaBackend } from './media-backend';
import { MediaStore } from './media-store';
import type { MediaOptions } from './s3-settings';

export const mediaRoot = (dataDir: string): string => path.join(dataDir, 'media');

export const openMediaBackend = async (dataDir: string, media: Pick<MediaOptions, 's3'>): Promise<MediaBackend> => {
  if (!media.s3) return new DiskBackend(mediaRoot(dataDir));
  const { S3Backend } = await import('./s3-backend');
  return new S3Backend(media.s3);
};

export const openMediaStore = async (dataDir: string, media: Pick<MediaOptions, 's3'>): Promise<MediaStore> =>
  new MediaStore(await openMediaBackend(dataDir, media));
