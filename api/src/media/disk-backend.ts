// Images on local disk under DATA_DIR/media/<folder>. Writes are atomic and durable
// (temp file, fsync, rename, fsync of the folder), so neither a reader nor a crash
// ever leaves half a file under a stored name.

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import type { ListedObject, MediaBackend, StoredObject } from './media-backend';

/** A validator from size and modification time: a rewrite under the same name would change it. */
const statTag = (stat: { size: number; mtimeMs: number }): string =>
  `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

export class DiskBackend implements MediaBackend {
  readonly description: string;

  constructor(readonly root: string) {
    this.description = `disk ${root}`;
  }

  async close(): Promise<void> {
    // Files hold no connection.
  }

  async prepare(): Promise<void> {
    await Promise.all(ALL_IMAGE_FOLDERS.map((folder) => fs.mkdir(path.join(this.root, folder), { recursive: true })));
  }

  async check(): Promise<void> {
    await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  async putAll(folder: string, files: ReadonlyArray<readonly [string, Buffer]>): Promise<void> {
    const dir = path.join(this.root, folder);
    for (const [name, data] of files) await writeAtomically(dir, name, data);
    await syncFolder(dir);
  }

  async remove(folder: string, files: readonly string[]): Promise<void> {
    await Promise.all(files.map((file) => fs.rm(path.join(this.root, folder, file), { force: true })));
  }

  async read(folder: string, file: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined> {
    const full = path.join(this.root, folder, file);
    const stat = await fs.stat(full).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const etag = statTag(stat);
    if (ifNoneMatch === etag) return 'not-modified';
    return { size: stat.size, etag, lastModified: stat.mtime, body: createReadStream(full) };
  }

  async list(folder: string): Promise<ListedObject[]> {
    const dir = path.join(this.root, folder);
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const listed = await Promise.all(
      files.map(async (file) => {
        const stat = await fs.stat(path.join(dir, file)).catch(() => undefined);
        return stat?.isFile() ? { file, lastModified: stat.mtime } : undefined;
      }),
    );
    return listed.filter((entry): entry is ListedObject => entry !== undefined);
  }
}

const writeAtomically = async (folder: string, name: string, data: Buffer): Promise<void> => {
  const temp = path.join(folder, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temp, 'wx');
    try {
      await handle.writeFile(data);
      // On disk before it gets its name: a power cut never leaves a short file behind a stored name.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path.join(folder, name));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
};

/** Makes the renames in `folder` durable (a no-op where folders cannot be synced). */
const syncFolder = async (folder: string): Promise<void> => {
  const handle = await fs.open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
};
