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

/**
 * `referenced` is read after the folders are listed and the in-flight images set aside: a write that
 * finishes meanwhile has committed its record by then. Read before the listing, it would miss the
 * record of a request that ended between the two, whose file the listing then sees unreferenced and
 * no longer in flight (an acknowledged image deleted).
 */
export const sweepOrphans = async (
  media: MediaStore,
  referenced: ReferencedImages | (() => Promise<ReferencedImages>),
  options: SweepOptions = { graceMs: 0 },
): Promise<string[]> => {
  const now = options.now ?? Date.now();
  const candidates: Array<{ kind: ImageKind; file: string; image: string; lastModified: Date }> = [];
  for (const kind of Object.keys(IMAGE_FOLDERS) as ImageKind[]) {
    for (const { file, lastModified } of await media.backend.list(IMAGE_FOLDERS[kind])) {
      const image = imageNameOf(file);
      if (!image || media.isInFlight(image)) continue;
      candidates.push({ kind, file, image, lastModified });
    }
  }
  const references = typeof referenced === 'function' ? await referenced() : referenced;
  const doomedByFolder = new Map<string, string[]>();
  for (const { kind, file, image, lastModified } of candidates) {
    // A finished write leaves no temp file: one still there is always garbage.
    if (references.get(kind)?.has(image) && !TEMP_FILE_PATTERN.test(file)) continue;
    if (now - lastModified.getTime() < options.graceMs) continue;
    const folder = IMAGE_FOLDERS[kind];
    const doomed = doomedByFolder.get(folder) ?? [];
    doomed.push(file);
    doomedByFolder.set(folder, doomed);
  }
  const removed: string[] = [];
  for (const [folder, doomed] of doomedByFolder) {
    await media.removeFiles(folder, doomed);
    removed.push(...doomed.map((file) => `${folder}/${file}`));
  }
  return removed;
};
