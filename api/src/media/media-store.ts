// The image store: WebP files with random names under DATA_DIR/media/<folder>,
// each with its width variants. Writes are atomic (temp file + rename) so a
// reader never sees half a file; removal takes the variants along.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ALL_IMAGE_FOLDERS, IMAGE_FOLDERS, type ImageFolder, type ImageKind } from '@agency/shared/contract/media';
import { encodeImage, VARIANT_WIDTHS, type EncodeOptions } from './encode-image';

/** Stored names: 24 hex characters, optionally a width suffix, always `.webp`. */
export const STORED_FILE_PATTERN = /^[0-9a-f]{24}(?:-(?:400|800)w)?\.webp$/;

const variantName = (name: string, width: number): string => name.replace(/\.webp$/, `-${width}w.webp`);

export class MediaStore {
  constructor(readonly root: string) {}

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

  /** Re-encodes `input` and stores it with its variants; returns the new file name. */
  async save(kind: ImageKind, input: Buffer, options?: EncodeOptions): Promise<string> {
    const encoded = await encodeImage(input, options);
    const name = `${randomBytes(12).toString('hex')}.webp`;
    const folder = path.join(this.root, IMAGE_FOLDERS[kind]);
    const written: string[] = [];
    try {
      await this.writeAtomically(folder, name, encoded.main);
      written.push(name);
      for (const width of VARIANT_WIDTHS) {
        const variant = encoded.variants[width];
        if (!variant) continue;
        await this.writeAtomically(folder, variantName(name, width), variant);
        written.push(variantName(name, width));
      }
    } catch (error) {
      await Promise.all(written.map((file) => fs.rm(path.join(folder, file), { force: true })));
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
      files.push(name, ...VARIANT_WIDTHS.map((width) => variantName(name, width)));
    }
    await Promise.all(files.map((file) => fs.rm(path.join(folder, file), { force: true })));
  }

  private async writeAtomically(folder: string, name: string, data: Buffer): Promise<void> {
    const temp = path.join(folder, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, path.join(folder, name));
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }
}
