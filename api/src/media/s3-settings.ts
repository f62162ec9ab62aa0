// Where images go when they are not on local disk: MEDIA_S3_BUCKET turns the S3 store
// on; MEDIA_S3_ENDPOINT names an S3-compatible server (MinIO, R2, Ceph…) and switches to
// path-style addressing; region and credentials come from the usual AWS variables
// (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE, instance roles…).

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server instead of AWS (path-style addressing). */
  endpoint?: string;
  region: string;
  /** Explicit keys (tests); otherwise the SDK's default chain finds them. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

export interface MediaOptions {
  /** Absent: images live on local disk under DATA_DIR/media. */
  s3?: S3Settings;
  /** MEDIA_PUBLIC_URL: image requests are redirected there (a public bucket or a CDN) instead of streamed. */
  publicUrl?: string;
  /**
   * How old a file nobody refers to must be before the start-up sweep deletes it. On a
   * bucket other instances may be storing images of requests not yet committed.
   */
  orphanGraceMs: number;
}

/** Unreferenced objects younger than this belong, maybe, to another instance's request in flight. */
export const DEFAULT_S3_ORPHAN_GRACE_MS = 15 * 60 * 1000;

type Env = Record<string, string | undefined>;

const present = (value: string | undefined): string | undefined => value?.trim() || undefined;

export const mediaOptionsFromEnv = (env: Env): MediaOptions => {
  const bucket = present(env.MEDIA_S3_BUCKET);
  const endpoint = present(env.MEDIA_S3_ENDPOINT);
  const s3: S3Settings | undefined = bucket
    ? {
        bucket,
        endpoint,
        // An S3-compatible server often ignores the region, but the signature needs one.
        region: present(env.AWS_REGION) ?? present(env.AWS_DEFAULT_REGION) ?? 'us-east-1',
      }
    : undefined;
  const grace = present(env.MEDIA_ORPHAN_GRACE_SECONDS);
  const publicUrl = present(env.MEDIA_PUBLIC_URL)?.replace(/\/+$/, '');
  return {
    s3,
    publicUrl,
    orphanGraceMs: grace !== undefined ? Number(grace) * 1000 : s3 ? DEFAULT_S3_ORPHAN_GRACE_MS : 0,
  };
};

/** Refuses settings that cannot work, naming the variable. */
export const assertValidMediaOptions = (options: MediaOptions): void => {
  if (!Number.isFinite(options.orphanGraceMs) || options.orphanGraceMs < 0) {
    throw new Error('MEDIA_ORPHAN_GRACE_SECONDS must be a number of seconds (0 or more)');
  }
  for (const [name, value] of [
    ['MEDIA_S3_ENDPOINT', options.s3?.endpoint],
    ['MEDIA_PUBLIC_URL', options.publicUrl],
  ] as const) {
    if (value === undefined) continue;
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an http:// or https:// URL`);
  }
};
