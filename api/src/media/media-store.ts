// The image store: WebP files with random names in the image folders, each with its
// width variants, kept by a backend (local disk or an S3-compatible bucket, see
// media-backend.ts). Removal takes the variants along. Names saved but not yet
// settled by their request are "in flight": the orphan sweep leaves them alone.

import { randomBytes } from 'node:crypto';
import { ALL_IMAGE_FOLDERS, IMAGE_FOLDERS, type ImageFolder, type ImageKind } from '@agency/shared/contract/media';
import { encodeImage, VARIANT_WIDTHS, type EncodeOptions } from './encode-image';
import type { MediaBackend, StoredObject } from './media-backend';

/** Stored names: 24 hex characters, optionally a width suffix, always `.webp`. */
export const STORED_FILE_PATTERN = /^[0-9a-f]{24}(?:-(?:400|800)w)?\.webp$/;
/** Temp files of a write on disk: `.<stored name>.<random>.tmp`. */
export const TEMP_FILE_PATTERN = /^\.([0-9a-f]{24}(?:-(?:400|800)w)?\.webp)\.[0-9a-f]{8}\.tmp$/;

const variantName = (name: string, width: number): string => name.replace(/\.webp$/, `-${width}w.webp`);

/** The stored image a file belongs to: its own name, its variant's or its temp file's base. */
export const imageNameOf = (file: string): string | undefined => {
  const stored = TEMP_FILE_PATTERN.exec(file)?.[1] ?? (STORED_FILE_PATTERN.test(file) ? file : undefined);
  return stored?.replace(/-(?:400|800)w\.webp$/, '.webp');
};

/** Told of files removed from a folder, once the store has tried (served-images.ts forgets its copies). */
export type RemovalListener = (folder: string, files: readonly string[]) => void;

export class MediaStore {
  private readonly inFlight = new Set<string>();
  private readonly removalListeners: RemovalListener[] = [];

  constructor(readonly backend: MediaBackend) {}

  /** True while a request that stored `name` has not settled it (committed or cleaned up). */
  isInFlight(name: string): boolean {
    return this.inFlight.has(name);
  }

  /** The request that stored these names is done with them: a record owns them, or they were removed. */
  settle(names: Iterable<string>): void {
    for (const name of names) this.inFlight.delete(name);
  }

  async ensureFolders(): Promise<void> {
    await this.backend.prepare();
  }

  isFolder(folder: string): folder is ImageFolder {
    return (ALL_IMAGE_FOLDERS as readonly string[]).includes(folder);
  }

  /** True for a folder and file name the store may hold; anything else is never looked up. */
  isStoredName(folder: string, file: string): boolean {
    return this.isFolder(folder) && STORED_FILE_PATTERN.test(file);
  }

  /**
   * A stored file (streamed), `not-modified`, or undefined for anything that is not one of ours.
   * A width variant that was never made (the original is narrower) is answered with the original,
   * so a `srcset` naming every width never costs the visitor a 404.
   */
  async read(folder: string, file: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined> {
    if (!this.isStoredName(folder, file)) return undefined;
    const stored = await this.backend.read(folder, file, ifNoneMatch);
    const original = imageNameOf(file);
    if (stored !== undefined || original === undefined || original === file) return stored;
    return this.backend.read(folder, original, ifNoneMatch);
  }

  onRemoval(listener: RemovalListener): void {
    this.removalListeners.push(listener);
  }

  /** Re-encodes `input` and stores it with its variants; returns the new file name, in flight until settled. */
  async save(kind: ImageKind, input: Buffer, options?: EncodeOptions): Promise<string> {
    const encoded = await encodeImage(input, options);
    const name = `${randomBytes(12).toString('hex')}.webp`;
    const files: Array<[string, Buffer]> = [[name, encoded.main]];
    for (const width of VARIANT_WIDTHS) {
      const variant = encoded.variants[width];
      if (variant) files.push([variantName(name, width), variant]);
    }
    this.inFlight.add(name);
    try {
      await this.backend.putAll(IMAGE_FOLDERS[kind], files);
    } catch (error) {
      // Whatever part was written goes; a failure of that is left to the orphan sweep.
      await this.removeFiles(
        IMAGE_FOLDERS[kind],
        files.map(([file]) => file),
      ).catch(() => undefined);
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
    const files: string[] = [];
    for (const name of names) {
      if (!name || !STORED_FILE_PATTERN.test(name)) continue;
      this.inFlight.delete(name);
      files.push(name, ...VARIANT_WIDTHS.map((width) => variantName(name, width)));
    }
    if (files.length > 0) await this.removeFiles(IMAGE_FOLDERS[kind], files);
  }

  /** Deletes files by name from a folder. Every removal comes through here, so its listeners hear of all. */
  async removeFiles(folder: string, files: readonly string[]): Promise<void> {
    try {
      await this.backend.remove(folder, files);
    } finally {
      for (const listener of this.removalListeners) listener(folder, files);
    }
  }
}
