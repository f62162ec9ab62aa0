// `npm run restore <file>` (server stopped; it holds DATA_DIR's lock throughout, so it
// refuses beside a live server and a server started meanwhile stops): unpacks an archive of `npm run backup`
// into a staging folder, accepting only our own entries, checks the manifest and
// the database's integrity, then swaps it in. What was there before is moved
// aside to DATA_DIR/.before-restore-<time>, never deleted.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import * as tar from 'tar';
import { lockDataDir } from '../data-dir/data-dir-lock';
import { sqliteFile } from '../db/connect';
import { BACKUP_FORMAT, DATABASE_FILE, isBackupEntry, MANIFEST, MEDIA_DIR, SECRET_FILE, type BackupManifest } from './backup-paths';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export class InvalidBackupError extends Error {}

const readManifest = async (staging: string): Promise<BackupManifest> => {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format === BACKUP_FORMAT) return manifest;
  } catch {
    // fall through
  }
  throw new InvalidBackupError('This file is not a backup made by `npm run backup`.');
};

const assertIntact = (database: string) => {
  const db = new SqliteDatabase(database, { readonly: true, fileMustExist: true });
  try {
    if (db.pragma('integrity_check', { simple: true }) !== 'ok') throw new InvalidBackupError('The database in this backup is damaged.');
  } finally {
    db.close();
  }
};

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced now lives. */
  previous: string;
}

const restoreLocked = async (file: string, dataDir: string): Promise<RestoreResult> => {
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(staging);
  try {
    const refused: string[] = [];
    await tar
      .x({
        file,
        cwd: staging,
        strict: true,
        filter: (entry, item) => {
          // Plain files and folders only: a link could point anywhere.
          const type = (item as { type?: string }).type ?? 'File';
          const ok = isBackupEntry(entry) && ['File', 'OldFile', 'Directory'].includes(type);
          if (!ok) refused.push(entry);
          return ok;
        },
      })
      .catch((error: Error) => {
        throw new InvalidBackupError(`This file cannot be read as a backup: ${error.message}`);
      });
    if (refused.length > 0)
      throw new InvalidBackupError(`This backup holds entries a restore never writes: ${refused.slice(0, 3).join(', ')}`);
    const manifest = await readManifest(staging);
    assertIntact(path.join(staging, DATABASE_FILE));

    const previous = path.join(dataDir, `.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await fs.mkdir(previous);
    const database = sqliteFile(dataDir);
    for (const name of [
      path.basename(database),
      `${path.basename(database)}-wal`,
      `${path.basename(database)}-shm`,
      MEDIA_DIR,
      SECRET_FILE,
    ]) {
      if (await exists(path.join(dataDir, name))) await fs.rename(path.join(dataDir, name), path.join(previous, name));
    }
    await fs.rename(path.join(staging, DATABASE_FILE), database);
    await fs.rename(path.join(staging, MEDIA_DIR), path.join(dataDir, MEDIA_DIR)).catch(() => fs.mkdir(path.join(dataDir, MEDIA_DIR)));
    if (await exists(path.join(staging, SECRET_FILE))) await fs.rename(path.join(staging, SECRET_FILE), path.join(dataDir, SECRET_FILE));
    return { manifest, previous };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
};

/** Throws DataDirInUseError, having changed nothing, while a server holds `dataDir`. */
export const restoreBackup = async (file: string, dataDir: string): Promise<RestoreResult> => {
  const release = lockDataDir(dataDir, 'restore');
  try {
    return await restoreLocked(file, dataDir);
  } finally {
    release();
  }
};
