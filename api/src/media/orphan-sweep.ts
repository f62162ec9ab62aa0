// Removing the image files nobody refers to: those a crashed or killed process
// stored before its record committed (or after its record was deleted), and the
// temp files of writes it never finished. Only our own file names are touched,
// and never the images of a request still in flight in this process.

import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FOLDERS, type ImageKind } from '@agency/shared/contract/media';
import type { ReferencedImages } from '../content/referenced-images';
import { imageNameOf, TEMP_FILE_PATTERN, type MediaStore } from './media-store';

export const sweepOrphans = async (media: MediaStore, referenced: ReferencedImages): Promise<string[]> => {
  const removed: string[] = [];
  for (const kind of Object.keys(IMAGE_FOLDERS) as ImageKind[]) {
    const folder = path.join(media.root, IMAGE_FOLDERS[kind]);
    const files = await fs.readdir(folder).catch(() => [] as string[]);
    const keep = referenced.get(kind) ?? new Set<string>();
    for (const file of files) {
      const image = imageNameOf(file);
      if (!image || media.isInFlight(image)) continue;
      // A finished write leaves no temp file: one still there is always garbage.
      if (keep.has(image) && !TEMP_FILE_PATTERN.test(file)) continue;
      await fs.rm(path.join(folder, file), { force: true });
      removed.push(path.join(IMAGE_FOLDERS[kind], file));
    }
  }
  return removed;
};
