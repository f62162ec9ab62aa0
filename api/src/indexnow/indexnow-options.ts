// Settings of the IndexNow submissions: the key (INDEXNOW_KEY, also served at /<key>.txt by the
// site) and the endpoint (INDEXNOW_ENDPOINT). Off unless a key and SITE_URL are both set: the
// protocol names each URL absolutely, on the host the key file is served from. The pacing has
// production defaults; tests shorten it through options.

export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';

export interface IndexNowOptions {
  /** 8 to 128 letters, digits and dashes (the protocol's key); without it nothing is submitted. */
  key?: string;
  /** Where submissions are POSTed (a search engine's endpoint or the shared api.indexnow.org). */
  endpoint: string;
  /** URLs in one POST at most (the protocol allows 10,000). */
  batchSize: number;
  /** How often the worker looks for due submissions besides being woken by a write. */
  pollIntervalMs: number;
  /** First retry after this long, doubling per attempt up to `retryMaxMs` (with jitter). */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts a submission is marked failed. */
  maxAttempts: number;
  /** How long a claim holds; renewed while the POST is under way. */
  leaseMs: number;
  /** A POST still unanswered after this long is abandoned (and retried). */
  timeoutMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const DEFAULT_INDEXNOW_OPTIONS: IndexNowOptions = {
  endpoint: DEFAULT_INDEXNOW_ENDPOINT,
  batchSize: 1000,
  pollIntervalMs: 10 * SECOND,
  retryBaseMs: MINUTE,
  retryMaxMs: 60 * MINUTE,
  // 1 min doubling to 1 h, then hourly: about a day of tries.
  maxAttempts: 30,
  leaseMs: 2 * MINUTE,
  timeoutMs: 30 * SECOND,
};

const KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

type Env = Record<string, string | undefined>;

const present = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** INDEXNOW_KEY and INDEXNOW_ENDPOINT over the defaults. */
export const indexNowOptionsFromEnv = (env: Env): IndexNowOptions => ({
  ...DEFAULT_INDEXNOW_OPTIONS,
  key: present(env.INDEXNOW_KEY),
  endpoint: present(env.INDEXNOW_ENDPOINT) ?? DEFAULT_INDEXNOW_ENDPOINT,
});

/** Refuses a start with settings that could never submit, naming the variable. */
export const assertValidIndexNowOptions = (options: IndexNowOptions): void => {
  if (options.key !== undefined && !KEY_PATTERN.test(options.key))
    throw new Error('INDEXNOW_KEY must be 8 to 128 letters, digits or dashes');
  let protocol = '';
  try {
    protocol = new URL(options.endpoint).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('INDEXNOW_ENDPOINT must be an http:// or https:// URL');
};

/** The key, when submissions are on: a key and the site's public origin. */
export const indexNowKeyOf = (options: IndexNowOptions, siteUrl: string | undefined): string | undefined =>
  options.key && siteUrl ? options.key : undefined;
