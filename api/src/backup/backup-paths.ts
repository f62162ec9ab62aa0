// What a backup of the embedded default holds, and which archive entries a
// restore accepts: the SQLite file, the JWT secret, a manifest, and the image
// files of the media folders under their stored names. Nothing else is read back.

import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { STORED_FILE_PATTERN } from '../media/media-store';

export const BACKUP_FORMAT = 'northstar-agency-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'agency.sqlite';
export const SECRET_FILE = 'jwt-secret';
export const MEDIA_DIR = 'media';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  images: number;
  /** Images the database names that were already gone from disk when the backup ran. */
  missingImages: string[];
}

const FOLDERS = new Set<string>(ALL_IMAGE_FOLDERS);

/** True for an entry a restore may write: our files and folders only, never a path outside. */
export const isBackupEntry = (entry: string): boolean => {
  const parts = entry.replace(/\/$/, '').split('/');
  if (parts.length === 1) return [MANIFEST, DATABASE_FILE, SECRET_FILE, MEDIA_DIR].includes(parts[0]);
  if (parts[0] !== MEDIA_DIR || !FOLDERS.has(parts[1])) return false;
  return parts.length === 2 || (parts.length === 3 && STORED_FILE_PATTERN.test(parts[2]));
};
