// Where the image files live: a folder on local disk (the embedded default) or an
// S3-compatible bucket. The media store (names, encoding, in-flight bookkeeping)
// works through this interface only, so both behave the same to the API.

import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** A validator of these bytes (quoted, as in an ETag header). */
  etag: string;
  lastModified: Date;
  body: Readable;
}

export interface ListedObject {
  /** The file name inside its folder. */
  file: string;
  lastModified: Date;
}

export interface MediaBackend {
  /** Says where the files go, for logs and readiness (never a secret). */
  readonly description: string;
  /** Creates what must exist before the first write (folders); a bucket must exist already. */
  prepare(): Promise<void>;
  /** Throws when the store cannot be reached (readiness check). */
  check(): Promise<void>;
  /** Writes each file whole under its name: a reader never sees part of one. */
  putAll(folder: string, files: ReadonlyArray<readonly [name: string, data: Buffer]>): Promise<void>;
  /** Deletes the files; missing ones are not an error. */
  remove(folder: string, files: readonly string[]): Promise<void>;
  /** The file, `not-modified` when `ifNoneMatch` still matches, or undefined when there is none. */
  read(folder: string, file: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined>;
  /** Every file in the folder, including leftovers of unfinished writes. */
  list(folder: string): Promise<ListedObject[]>;
  /** Lets go of its connections (a bucket client's keep-alive sockets) when the API closes. */
  close(): Promise<void>;
}
