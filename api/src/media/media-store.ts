// The image store: WebP files with random names under DATA_DIR/media/<folder>,
// each with its width variants. Writes are atomic and durable (temp file, fsync,
// rename, fsync of the folder) so neither a reader nor a crash ever leaves half a
// file under a stored name; removal takes the variants along. Names saved but not
// yet settled by their request are "in flight": the orphan sweep leaves them alone.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ALL_IMAGE_FOLDERS, IMAGE_FOLDERS, type ImageFolder, type ImageKind } from '@agency/shared/contract/media';
import { encodeImage, VARIANT_WIDTHS, type EncodeOptions } from './encode-image';

/** Stored names: 24 hex characters, optionally a width suffix, always `.webp`. */
export const STORED_FILE_PATTERN = /^[0-9a-f]{24}(?:-(?:400|800)w)?\.webp$/;
/** Temp files of a write: `.<stored name>.<random>.tmp`. */
export const TEMP_FILE_PATTERN = /^\.([0-9a-f]{24}(?:-(?:400|800)w)?\.webp)\.[0-9a-f]{8}\.tmp$/;

const variantName = (name: string, width: number): string => name.replace(/\.webp$/, `-${width}w.webp`);

/** The stored image a file belongs to: its own name, its variant's or its temp file's base. */
export const imageNameOf = (file: string): string | undefined => {
  const stored = TEMP_FILE_PATTERN.exec(file)?.[1] ?? (STORED_FILE_PATTERN.test(file) ? file : undefined);
  return stored?.replace(/-(?:400|800)w\.webp$/, '.webp');
};

export class MediaStore {
  private readonly inFlight = new Set<string>();

  constructor(readonly root: string) {}

  /** True while a request that stored `name` has not settled it (committed or cleaned up). */
  isInFlight(name: string): boolean {
    return this.inFlight.has(name);
  }

  /** The request that stored these names is done with them: a record owns them, or they were removed. */
  settle(names: Iterable<string>): void {
    for (const name of names) this.inFlight.delete(name);
  }

  async ensureFolders(): Promise<void> {
    await Promise.all(ALL_IMAGE_FOLDERS.map((folder) => fs.mkdir(path.join(this.root, folder), { recursive: true })));
  }

  isFolder(folder: string): folder is ImageFolder {
    return (ALL_IMAGE_FOLDERS as readonly string[]).includes(folder);
  }

  /** Absolute path of a stored file, or undefined for anything that is not one of ours. */
  filePath(folder: string, file: string): string | undefined {
    if (!this.isFolder(folder) || !STORED_FILE_PATTERN.test(file)) return undefined;
    return path.join(this.root, folder, file);
  }

  /** Re-encodes `input` and stores it with its variants; returns the new file name, in flight until settled. */
  async save(kind: ImageKind, input: Buffer, options?: EncodeOptions): Promise<string> {
    const encoded = await encodeImage(input, options);
    const name = `${randomBytes(12).toString('hex')}.webp`;
    const folder = path.join(this.root, IMAGE_FOLDERS[kind]);
    const written: string[] = [];
    this.inFlight.add(name);
    try {
      await this.writeAtomically(folder, name, encoded.main);
      written.push(name);
      for (const width of VARIANT_WIDTHS) {
        const variant = encoded.variants[width];
        if (!variant) continue;
        await this.writeAtomically(folder, variantName(name, width), variant);
        written.push(variantName(name, width));
      }
      await syncFolder(folder);
    } catch (error) {
      await Promise.all(written.map((file) => fs.rm(path.join(folder, file), { force: true })));
      this.inFlight.delete(name);
      throw error;
    }
    return name;
  }

  /** Stores several images; if one fails, the ones already stored are removed. */
  async saveAll(kind: ImageKind, inputs: Buffer[]): Promise<string[]> {
    const names: string[] = [];
    try {
      for (const input of inputs) names.push(await this.save(kind, input));
    } catch (error) {
      await this.remove(kind, names);
      throw error;
    }
    return names;
  }

  /** Deletes stored images and their variants; names that are not ours are ignored. */
  async remove(kind: ImageKind, names: Iterable<string | null | undefined>): Promise<void> {
    const folder = path.join(this.root, IMAGE_FOLDERS[kind]);
    const files: string[] = [];
    for (const name of names) {
      if (!name || !STORED_FILE_PATTERN.test(name)) continue;
      this.inFlight.delete(name);
      files.push(name, ...VARIANT_WIDTHS.map((width) => variantName(name, width)));
    }
    await Promise.all(files.map((file) => fs.rm(path.join(folder, file), { force: true })));
  }

  private async writeAtomically(folder: string, name: string, data: Buffer): Promise<void> {
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
  }
}

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
