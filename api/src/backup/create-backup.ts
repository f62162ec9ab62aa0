// `npm run backup`: the database and the images in one tar.gz, consistent while
// the server keeps running. Images are hard-linked into a staging folder first
// (a later delete cannot take them away), then SQLite's online backup API copies
// the database, then images created meanwhile are linked too: every image the
// copied database names is in the archive.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import * as tar from 'tar';
import { referencedImages } from '../image-references/referenced-images';
import { sqliteFile } from '../db/connect';
import type { Database } from '../db/schema';
import { IMAGE_FOLDERS, type ImageKind } from '@agency/shared/contract/media';
import { STORED_FILE_PATTERN } from '../media/media-store';
import { BACKUP_FORMAT, BACKUP_VERSION, DATABASE_FILE, MANIFEST, MEDIA_DIR, SECRET_FILE, type BackupManifest } from './backup-paths';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Links (or, across file systems, copies) every stored image not yet in `staging`; returns how many it added. */
const stageImages = async (mediaRoot: string, staging: string): Promise<number> => {
  let added = 0;
  for (const folder of Object.values(IMAGE_FOLDERS)) {
    const from = path.join(mediaRoot, folder);
    const to = path.join(staging, MEDIA_DIR, folder);
    await fs.mkdir(to, { recursive: true });
    for (const file of await fs.readdir(from).catch(() => [] as string[])) {
      if (!STORED_FILE_PATTERN.test(file) || (await exists(path.join(to, file)))) continue;
      try {
        await fs.link(path.join(from, file), path.join(to, file)).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          await fs.copyFile(path.join(from, file), path.join(to, file));
        });
        added += 1;
      } catch (error) {
        // Deleted between the listing and the link: it is no longer part of the site.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return added;
};

const missingImagesOf = async (database: string, staging: string): Promise<string[]> => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(database, { readonly: true }) }) });
  try {
    const missing: string[] = [];
    for (const [kind, names] of await referencedImages(db)) {
      const folder = IMAGE_FOLDERS[kind as ImageKind];
      for (const name of names) if (!(await exists(path.join(staging, MEDIA_DIR, folder, name)))) missing.push(`${folder}/${name}`);
    }
    return missing;
  } finally {
    await db.destroy();
  }
};

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

export const createBackup = async (dataDir: string, file: string): Promise<BackupResult> => {
  const database = sqliteFile(dataDir);
  if (!(await exists(database))) throw new Error(`No database at ${database}: is DATA_DIR right?`);
  const staging = path.join(dataDir, `.backup-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(staging, { recursive: true });
  try {
    const mediaRoot = path.join(dataDir, MEDIA_DIR);
    let images = await stageImages(mediaRoot, staging);
    const source = new SqliteDatabase(database, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(staging, DATABASE_FILE));
    } finally {
      source.close();
    }
    images += await stageImages(mediaRoot, staging);
    if (await exists(path.join(dataDir, SECRET_FILE))) await fs.copyFile(path.join(dataDir, SECRET_FILE), path.join(staging, SECRET_FILE));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      images,
      missingImages: await missingImagesOf(path.join(staging, DATABASE_FILE), staging),
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const target = path.resolve(file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    const entries = [MANIFEST, DATABASE_FILE, MEDIA_DIR, ...((await exists(path.join(staging, SECRET_FILE))) ? [SECRET_FILE] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    // The archive holds password hashes and the token secret: readable by its owner only.
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, target);
    return { file: target, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
};
