// Images in an S3-compatible bucket, one object per file under `<folder>/<file>`.
// PutObject is atomic (an object appears whole or not at all), so no temp files are
// needed; the bucket must exist (operators create it with its policies).

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { ListedObject, MediaBackend, StoredObject } from './media-backend';
import type { S3Settings } from './s3-settings';

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

export const createS3Client = (settings: S3Settings): S3Client =>
  new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the protocol requires them: many S3-compatible servers reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering must not hold requests (or the readiness check) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

export class S3Backend implements MediaBackend {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = createS3Client(settings);
    this.description = `s3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  private key(folder: string, file: string): string {
    return `${folder}/${file}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  async prepare(): Promise<void> {
    // Nothing to create: folders are key prefixes.
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async putAll(folder: string, files: ReadonlyArray<readonly [string, Buffer]>): Promise<void> {
    await Promise.all(
      files.map(([name, data]) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.key(folder, name),
            Body: data,
            ContentType: 'image/webp',
            // A public bucket or CDN in front of it serves the same headers the API would.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        ),
      ),
    );
  }

  async remove(folder: string, files: readonly string[]): Promise<void> {
    for (let start = 0; start < files.length; start += DELETE_BATCH) {
      const batch = files.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: batch.map((file) => ({ Key: this.key(folder, file) })), Quiet: true },
        }),
      );
      const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new Error(`could not delete ${failed.length} object(s): ${failed[0]?.Code ?? 'unknown'}`);
    }
  }

  async read(folder: string, file: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(folder, file),
          ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
        }),
      );
      return {
        size: Number(object.ContentLength ?? 0),
        etag: object.ETag ?? `"${file}"`,
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body as Readable,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404) return undefined;
      throw error;
    }
  }

  async list(folder: string): Promise<ListedObject[]> {
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const file = object.Key?.slice(folder.length + 1);
        if (file && !file.includes('/')) listed.push({ file, lastModified: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }
}
