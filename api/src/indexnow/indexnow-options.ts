// Settings of the IndexNow submissions: the key (INDEXNOW_KEY, or with INDEXNOW=on one generated
// once and stored; served at /<key>.txt by the site) and the endpoint (INDEXNOW_ENDPOINT). Off
// unless a key (or INDEXNOW=on) and SITE_URL are both set: the protocol names each URL absolutely,
// on the host the key file is served from. The pacing has production defaults; tests shorten it
// through options.

export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';

export interface IndexNowOptions {
  /** 8 to 128 letters, digits and dashes (the protocol's key); without it nothing is submitted. */
  key?: string;
  /** INDEXNOW=on: without `key`, use the key generated once for the site (indexnow-key.ts). */
  generateKey?: boolean;
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

const SWITCH = /^(?:(?<on>1|true|yes|on)|(?<off>0|false|no|off))$/i;

/** INDEXNOW (on, off or unset), INDEXNOW_KEY and INDEXNOW_ENDPOINT over the defaults. */
export const indexNowOptionsFromEnv = (env: Env): IndexNowOptions => {
  const setting = present(env.INDEXNOW);
  const turned = setting === undefined ? undefined : SWITCH.exec(setting)?.groups;
  if (setting !== undefined && !turned) throw new Error('INDEXNOW must be on or off');
  return {
    ...DEFAULT_INDEXNOW_OPTIONS,
    // Off wins over a key; unset, a key alone turns submissions on.
    key: turned?.off ? undefined : present(env.INDEXNOW_KEY),
    generateKey: Boolean(turned?.on),
    endpoint: present(env.INDEXNOW_ENDPOINT) ?? DEFAULT_INDEXNOW_ENDPOINT,
  };
};

/** Refuses a start with settings that could never submit, naming the variable. */
export const assertValidIndexNowOptions = (options: IndexNowOptions, siteUrl: string | undefined): void => {
  if (options.generateKey && !siteUrl)
    throw new Error('INDEXNOW=on needs SITE_URL: the key file and every submitted address are on that origin');
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
