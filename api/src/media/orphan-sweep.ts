// Removing the image files nobody refers to: those a crashed or killed process
// stored before its record committed (or after its record was deleted), and the
// temp files of writes it never finished. Only our own file names are touched,
// never the images of a request still in flight in this process, and never a file
// younger than `graceMs`: on a bucket shared by several instances, a young file may
// belong to another instance's request that has not committed yet.

import { IMAGE_FOLDERS, type ImageKind } from '@agency/shared/contract/media';
import type { ReferencedImages } from '../image-references/referenced-images';
import { imageNameOf, TEMP_FILE_PATTERN, type MediaStore } from './media-store';

export interface SweepOptions {
  graceMs: number;
  now?: number;
}

export const sweepOrphans = async (
  media: MediaStore,
  referenced: ReferencedImages,
  options: SweepOptions = { graceMs: 0 },
): Promise<string[]> => {
  const now = options.now ?? Date.now();
  const removed: string[] = [];
  for (const kind of Object.keys(IMAGE_FOLDERS) as ImageKind[]) {
    const folder = IMAGE_FOLDERS[kind];
    const keep = referenced.get(kind) ?? new Set<string>();
    const doomed: string[] = [];
    for (const { file, lastModified } of await media.backend.list(folder)) {
      const image = imageNameOf(file);
      if (!image || media.isInFlight(image)) continue;
      // A finished write leaves no temp file: one still there is always garbage.
      if (keep.has(image) && !TEMP_FILE_PATTERN.test(file)) continue;
      if (now - lastModified.getTime() < options.graceMs) continue;
      doomed.push(file);
    }
    if (doomed.length === 0) continue;
    await media.backend.remove(folder, doomed);
    removed.push(...doomed.map((file) => `${folder}/${file}`));
  }
  return removed;
};
