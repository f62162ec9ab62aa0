// Every setting of the API host, read from the environment in one place.
// `loadApiOptions(env)` is what the standalone server and the site server use;
// tests build `ApiOptions` directly and may lower the costs meant for production.

import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_SITE_TIME_ZONE } from '@agency/shared/contract/publication';
import type { WatchedRelease } from '@agency/shared/contract/insights';
import { captchaDifficultyFromEnv } from './captcha/difficulty';
import type { RecaptchaVerifier } from './captcha/recaptcha';
import {
  assertValidNotificationOptions,
  DEFAULT_NOTIFICATION_OPTIONS,
  notificationOptionsFromEnv,
  type NotificationOptions,
} from './notifications/notification-options';
import { assertValidMediaOptions, DEFAULT_S3_ORPHAN_GRACE_MS, mediaOptionsFromEnv, type MediaOptions } from './media/s3-settings';
import {
  assertValidIndexNowOptions,
  DEFAULT_INDEXNOW_OPTIONS,
  indexNowOptionsFromEnv,
  type IndexNowOptions,
} from './indexnow/indexnow-options';
import { DEFAULT_OUTBOUND_LINK_CHECK, type OutboundLinkCheckOptions } from './seo-audit/outbound-link-checker';
import { createApiMetrics, type ApiMetrics } from './metrics/api-metrics';
import type { LiveRedirectRules } from './redirects/live-redirect-rules';
import { DEFAULT_NOT_FOUND_OPTIONS, type NotFoundMonitor, type NotFoundOptions } from './redirects/not-found-monitor';

export type { NotificationOptions } from './notifications/notification-options';
export type { MediaOptions } from './media/s3-settings';

export interface PasswordHashingOptions {
  /** argon2id memory in KiB, passes and lanes. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface CaptchaDifficulty {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solver must find a counter in this range (deterministic mode). */
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be solved and submitted. */
  expiresInSeconds: number;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Login attempts per IP and per account, counted before the password is checked (a success
   *  takes its attempt back); past it an address gets 429, an account asks for the captcha. */
  loginFailures: RateLimitRule;
  /** Every POST /login per IP, whatever its outcome (malformed bodies and solved captchas too). */
  loginRequests: RateLimitRule;
  /** Captcha challenges (GET /captcha/challenge) per IP: each costs the server a signature. */
  captchaChallenges: RateLimitRule;
  /** Sign-ups (POST /register) per IP. */
  signUp: RateLimitRule;
  /** Contact messages per IP. */
  contact: RateLimitRule;
  /** Insight beacons (POST /insights/events) per IP: a few per page a visitor reads. */
  insights: RateLimitRule;
}

export interface ApiOptions {
  /** Where the SQLite file, the media folders and the generated JWT secret live. */
  dataDir: string;
  /** PostgreSQL when set, else SQLite at `dataDir/agency.sqlite`. */
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Else generated once and kept in `dataDir/jwt-secret`. */
  jwtSecret?: string;
  /** Origins allowed to call the API from a browser; empty means same origin only. */
  corsOrigins: string[];
  /** When set, POST /contact verifies Google reCAPTCHA v2 instead of ALTCHA. */
  recaptcha?: { secret: string; siteKey: string };
  /** Seed demo content on the first start. */
  seed: boolean;
  /** Draw the seed images (tests turn this off to stay fast). */
  seedImages: boolean;
  passwordHashing: PasswordHashingOptions;
  captchaDifficulty: CaptchaDifficulty;
  rateLimits: RateLimits;
  /** Verifies a reCAPTCHA token; injectable so tests run offline. */
  recaptchaVerifier?: RecaptchaVerifier;
  /** Prints the one-time staff login line; stdout by default. */
  announce: (line: string) => void;
  /** E-mails to staff about new messages (SMTP_URL, NOTIFY_EMAILS, NOTIFY_FROM). */
  notifications: NotificationOptions;
  /** Where images live: DATA_DIR/media, or an S3-compatible bucket (MEDIA_S3_BUCKET…). */
  media: MediaOptions;
  /**
   * REDIS_URL: rate-limit counters and used captchas live there. Otherwise they live in
   * PostgreSQL (with DATABASE_URL) or in this process (SQLite: one instance by design).
   */
  redisUrl?: string;
  /** METRICS=1: request, pool and outbox figures collected here (served by `serveMetrics`). */
  metrics?: ApiMetrics;
  /** SITE_TIME_ZONE: the agency's IANA time zone, in which staff enter publication times (times are stored in UTC). */
  siteTimeZone: string;
  /** PUBLISH_CHECK_SECONDS: how often the server publishes scheduled entries that are due (issue 19). */
  publishCheckMs: number;
  /** The redirect rules the site server applies to every path, kept current by the API (else the API's own). */
  redirectRules?: LiveRedirectRules;
  /** The 404 monitor's bound and whether bots count (NOT_FOUND_PATHS_PER_DAY, NOT_FOUND_LOG_BOTS). */
  notFound: NotFoundOptions;
  /** Where the site server counts page 404s, stored by the API (else the API's own). */
  notFoundMonitor?: NotFoundMonitor;
  /** The site server's releases (each remote's live version and canary) for GET /insights/versions; none without a site. */
  watchedReleases?: () => WatchedRelease[];
  /** SITE_URL: its origin is the passkeys' relying party (else each request's own origin). */
  siteUrl?: string;
  /** IndexNow submissions (INDEXNOW, INDEXNOW_KEY, INDEXNOW_ENDPOINT): on with a key (or INDEXNOW=on) and SITE_URL. */
  indexNow: IndexNowOptions;
  /** LINK_CHECK: the SEO audit's background check of outbound links (off unless set; `loadApiOptions` turns it on). */
  linkCheck: OutboundLinkCheckOptions;
  /** WEEKLY_REPORT=off: no weekly insight report e-mail (sent only with e-mail set up). */
  weeklyReport: boolean;
  /** The time TOTP codes and WebAuthn challenges are judged by; tests fix it. */
  clock?: () => number;
}

export const DEFAULT_PUBLISH_CHECK_MS = 30_000;

/** Where the Prometheus figures are served: a listener of their own, never the public port. */
export interface MetricsServerOptions {
  port: number;
  host: string;
  /** METRICS_TOKEN: when set, scrapes must send `Authorization: Bearer <token>`. */
  token?: string;
}

/** Fastify server settings that only the standalone server decides. */
export interface ServerOptions {
  port: number;
  host: string;
  /** Mount path of the API on the standalone server ('' = root). */
  prefix: string;
  /** Fastify `trustProxy`: off unless TRUST_PROXY says otherwise. */
  trustProxy: FastifyServerOptions['trustProxy'];
  logLevel: string;
}

export const PRODUCTION_PASSWORD_HASHING: PasswordHashingOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PRODUCTION_CAPTCHA_DIFFICULTY: CaptchaDifficulty = {
  cost: 5_000,
  counterMin: 5_000,
  counterMax: 10_000,
  expiresInSeconds: 600,
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailures: { max: 10, windowMs: FIFTEEN_MINUTES },
  loginRequests: { max: 30, windowMs: FIFTEEN_MINUTES },
  captchaChallenges: { max: 60, windowMs: FIFTEEN_MINUTES },
  signUp: { max: 10, windowMs: 60 * 60 * 1000 },
  contact: { max: 10, windowMs: FIFTEEN_MINUTES },
  insights: { max: 600, windowMs: FIFTEEN_MINUTES },
};

/**
 * RATE_LIMIT_SCALE: a whole number multiplying every per-address limit, for a test site that
 * drives many browsers' sessions from one address (the e2e suite). Unset in production.
 */
export const rateLimitsFromEnv = (env: Env): RateLimits => {
  const raw = present(env.RATE_LIMIT_SCALE);
  if (raw === undefined) return DEFAULT_RATE_LIMITS;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1) throw new Error('RATE_LIMIT_SCALE must be a whole number of 1 or more');
  const scaled = Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: rule.max * scale }]);
  return Object.fromEntries(scaled) as RateLimits;
};

/** True when `timeZone` is an IANA zone this runtime knows (`Europe/London`, `UTC`). */
const isKnownTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const printLine = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

type Env = Record<string, string | undefined>;

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const isOff = (value: string | undefined): boolean => /^(0|false|no|off)$/i.test(value?.trim() ?? '');

const isOn = (value: string | undefined): boolean => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);

/** What callers give: `dataDir`, and any other option (each rate limit on its own) to override its default. */
export type GivenApiOptions = Partial<Omit<ApiOptions, 'rateLimits'>> & Pick<ApiOptions, 'dataDir'> & { rateLimits?: Partial<RateLimits> };

/** Fills every option a caller left out with its production default; refuses e-mail settings that cannot work. */
export const resolveApiOptions = (partial: GivenApiOptions): ApiOptions => {
  // An option given as `undefined` means "not given": it must not hide the default.
  const given = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined)) as GivenApiOptions;
  const resolved: ApiOptions = {
    corsOrigins: [],
    seed: true,
    seedImages: true,
    passwordHashing: PRODUCTION_PASSWORD_HASHING,
    captchaDifficulty: PRODUCTION_CAPTCHA_DIFFICULTY,
    announce: printLine,
    siteTimeZone: DEFAULT_SITE_TIME_ZONE,
    publishCheckMs: DEFAULT_PUBLISH_CHECK_MS,
    notFound: DEFAULT_NOT_FOUND_OPTIONS,
    weeklyReport: true,
    ...given,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...given.rateLimits },
    notifications: { ...DEFAULT_NOTIFICATION_OPTIONS, ...given.notifications },
    indexNow: { ...DEFAULT_INDEXNOW_OPTIONS, ...given.indexNow },
    linkCheck: { ...DEFAULT_OUTBOUND_LINK_CHECK, ...given.linkCheck },
    media: { orphanGraceMs: given.media?.s3 ? DEFAULT_S3_ORPHAN_GRACE_MS : 0, ...given.media },
    dataDir: path.resolve(partial.dataDir),
  };
  // Before anything opens: a start that fails here leaves nothing behind.
  assertValidNotificationOptions(resolved.notifications);
  assertValidMediaOptions(resolved.media);
  assertValidIndexNowOptions(resolved.indexNow, resolved.siteUrl);
  if (resolved.redisUrl && !/^rediss?:\/\//.test(resolved.redisUrl)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  if (!isKnownTimeZone(resolved.siteTimeZone)) throw new Error('SITE_TIME_ZONE must be an IANA time zone such as Europe/London or UTC');
  if (!(Number.isInteger(resolved.notFound.pathsPerDay) && resolved.notFound.pathsPerDay >= 0))
    throw new Error('NOT_FOUND_PATHS_PER_DAY must be a whole number');
  if (!(resolved.publishCheckMs > 0)) throw new Error('PUBLISH_CHECK_SECONDS must be a number above 0');
  return resolved;
};

export const loadApiOptions = (env: Env = process.env): ApiOptions => {
  const recaptchaSecret = present(env.RECAPTCHA_SECRET);
  const recaptchaSiteKey = present(env.RECAPTCHA_SITE_KEY);
  return resolveApiOptions({
    dataDir: path.resolve(process.cwd(), present(env.DATA_DIR) ?? '.data'),
    databaseUrl: present(env.DATABASE_URL),
    adminEmail: present(env.ADMIN_EMAIL),
    adminPassword: present(env.ADMIN_PASSWORD),
    jwtSecret: present(env.JWT_SECRET),
    corsOrigins: list(env.CORS_ORIGINS),
    recaptcha: recaptchaSecret && recaptchaSiteKey ? { secret: recaptchaSecret, siteKey: recaptchaSiteKey } : undefined,
    seed: !isOff(env.SEED),
    weeklyReport: !isOff(env.WEEKLY_REPORT),
    captchaDifficulty: captchaDifficultyFromEnv(env, PRODUCTION_CAPTCHA_DIFFICULTY),
    rateLimits: rateLimitsFromEnv(env),
    notifications: notificationOptionsFromEnv(env),
    indexNow: indexNowOptionsFromEnv(env),
    // On in production unless LINK_CHECK=off; test apps, built without this, send nothing.
    linkCheck: { ...DEFAULT_OUTBOUND_LINK_CHECK, enabled: !isOff(env.LINK_CHECK) },
    media: mediaOptionsFromEnv(env),
    redisUrl: present(env.REDIS_URL),
    siteUrl: present(env.SITE_URL),
    metrics: isOn(env.METRICS) ? createApiMetrics() : undefined,
    siteTimeZone: present(env.SITE_TIME_ZONE),
    publishCheckMs: present(env.PUBLISH_CHECK_SECONDS) === undefined ? undefined : Number(env.PUBLISH_CHECK_SECONDS) * 1000,
    notFound: {
      pathsPerDay:
        present(env.NOT_FOUND_PATHS_PER_DAY) === undefined ? DEFAULT_NOT_FOUND_OPTIONS.pathsPerDay : Number(env.NOT_FOUND_PATHS_PER_DAY),
      logBots: isOn(env.NOT_FOUND_LOG_BOTS),
    },
  });
};

export const loadMetricsServerOptions = (env: Env = process.env): MetricsServerOptions => ({
  port: Number(present(env.METRICS_PORT) ?? 9464),
  // Loopback unless the operator opens it to the private network Prometheus scrapes from.
  host: present(env.METRICS_HOST) ?? '127.0.0.1',
  token: present(env.METRICS_TOKEN),
});

/**
 * TRUST_PROXY, read the same way by the API server and the site server: a hop count (the
 * recommended form: `1` behind one balancer, which appends the client's address to
 * X-Forwarded-For), the proxies' addresses or subnets (`10.0.0.0/8, 127.0.0.1`), or
 * on/true (one hop). Never "trust every hop": the left-most X-Forwarded-For entry is
 * written by the client.
 */
export const trustProxyFrom = (value: string | undefined): FastifyServerOptions['trustProxy'] => {
  const raw = present(value);
  if (!raw || isOff(raw)) return false;
  const hops = /^\d+$/.test(raw) ? Number(raw) : isOn(raw) ? 1 : undefined;
  if (hops === undefined) return list(raw);
  // proxy-addr numbers the hops from the socket (0) towards the client: trust the first `hops`.
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
};

const normalizePrefix = (value: string | undefined): string => {
  const raw = present(value) ?? '';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
};

export const loadServerOptions = (env: Env = process.env): ServerOptions => ({
  port: Number(present(env.PORT) ?? present(env.API_PORT) ?? 3000),
  host: present(env.HOST) ?? '0.0.0.0',
  prefix: normalizePrefix(env.API_PREFIX),
  trustProxy: trustProxyFrom(env.TRUST_PROXY),
  logLevel: present(env.LOG_LEVEL) ?? 'info',
});
