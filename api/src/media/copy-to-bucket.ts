// Moving an installation's images from DATA_DIR/media into a bucket: every stored
// file (with its variants) that the bucket does not hold yet is uploaded under the
// same folder and name, so image URLs and records stay as they are. Safe to run again
// (files already there are skipped) and while the site still serves from disk.

import fs from 'node:fs/promises';
import path from 'node:path';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import type { MediaBackend } from './media-backend';
import { STORED_FILE_PATTERN } from './media-store';

export interface CopyReport {
  copied: number;
  /** Stored names are random and never rewritten: a name in the bucket is the same file. */
  alreadyThere: number;
  /** Temp files and anything else that is not one of our images. */
  skipped: number;
}

export const copyMediaToBucket = async (mediaDir: string, bucket: MediaBackend): Promise<CopyReport> => {
  const report: CopyReport = { copied: 0, alreadyThere: 0, skipped: 0 };
  for (const folder of ALL_IMAGE_FOLDERS) {
    const local = await fs.readdir(path.join(mediaDir, folder)).catch(() => [] as string[]);
    if (local.length === 0) continue;
    const present = new Set((await bucket.list(folder)).map((entry) => entry.file));
    for (const file of local.sort()) {
      if (!STORED_FILE_PATTERN.test(file)) report.skipped += 1;
      else if (present.has(file)) report.alreadyThere += 1;
      else {
        await bucket.putAll(folder, [[file, await fs.readFile(path.join(mediaDir, folder, file))]]);
        report.copied += 1;
      }
    }
  }
  return report;
};
