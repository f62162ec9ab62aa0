// First-party insight (product: the Insights screen, docs/privacy.md): what the visitor script sends to
// POST /api/insights/events, the channel table that names where a visit came from, and Google's Core
// Web Vitals thresholds. Plain data and small functions: the API, the admin and the tests read them.

/** One beacon's body: at most this many bytes (UTF-8) and this many events. */
export const INSIGHT_BODY_MAX_BYTES = 4 * 1024;
export const INSIGHT_EVENTS_PER_BEACON = 20;

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The remotes that rendered a page and their versions, `{ mf_public: '1.4.0' }`. */
export type RemoteVersions = Record<string, string>;

/** A page shown (first load or an in-app navigation). `referrer` and the UTM values are the visit's. */
export interface InsightViewEvent {
  /** The client's id for the event (8 to 40 of A-Z a-z 0-9 _ -): a resent beacon counts once. */
  id: string;
  type: 'view';
  path: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  device: DeviceClass;
  remotes: RemoteVersions;
}

/** One Core Web Vital measured on a page view. */
export interface InsightVitalEvent {
  id: string;
  type: 'vital';
  path: string;
  name: VitalName;
  /** Milliseconds, or the unitless layout shift score for CLS. */
  value: number;
  remotes: RemoteVersions;
}

/** An uncaught error or unhandled rejection: its message and file only (no query string, no form value). */
export interface InsightErrorEvent {
  id: string;
  type: 'error';
  path: string;
  message: string;
  file?: string;
  remote: string;
  version: string;
}

export type InsightEvent = InsightViewEvent | InsightVitalEvent | InsightErrorEvent;

export interface InsightBeacon {
  events: InsightEvent[];
}

/** Known fields of each event type, and their most characters. */
export const INSIGHT_FIELDS = {
  view: ['id', 'type', 'path', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'device', 'remotes'],
  vital: ['id', 'type', 'path', 'name', 'value', 'remotes'],
  error: ['id', 'type', 'path', 'message', 'file', 'remote', 'version'],
} as const satisfies Record<InsightEvent['type'], readonly string[]>;

export const INSIGHT_TEXT_MAX = { path: 300, referrer: 300, utm: 100, message: 300, file: 300, remoteName: 40, version: 40 } as const;
export const INSIGHT_REMOTES_MAX = 8;

// ---- Channels --------------------------------------------------------------------------------

export const CHANNELS = ['search', 'social', 'email', 'referral', 'paid', 'direct'] as const;
export type Channel = (typeof CHANNELS)[number];

/** `utm_medium` values (lower case) that name a channel; they win over the referrer. */
export const CHANNEL_BY_UTM_MEDIUM: Readonly<Record<string, Channel>> = {
  cpc: 'paid',
  ppc: 'paid',
  paid: 'paid',
  paidsearch: 'paid',
  'paid-search': 'paid',
  'paid-social': 'paid',
  paidsocial: 'paid',
  display: 'paid',
  cpm: 'paid',
  banner: 'paid',
  email: 'email',
  'e-mail': 'email',
  newsletter: 'email',
  social: 'social',
  'social-media': 'social',
  organic: 'search',
  referral: 'referral',
};

/** Referrer hosts by channel: a host matches an entry equal to it or to one of its parent domains
 *  (`www.google.com` matches `google.com`); `google.` style entries match any country domain. */
export const CHANNEL_BY_REFERRER: ReadonlyArray<readonly [Channel, readonly string[]]> = [
  ['email', ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'mail.yahoo.com', 'mail.proton.me']],
  [
    'search',
    [
      'google.',
      'bing.com',
      'duckduckgo.com',
      'yahoo.',
      'yandex.',
      'baidu.com',
      'ecosia.org',
      'search.brave.com',
      'startpage.com',
      'qwant.com',
    ],
  ],
  [
    'social',
    [
      'facebook.com',
      'fb.com',
      't.co',
      'twitter.com',
      'x.com',
      'linkedin.com',
      'lnkd.in',
      'instagram.com',
      'pinterest.',
      'reddit.com',
      'youtube.com',
      'tiktok.com',
      'mastodon.social',
      'threads.net',
      'news.ycombinator.com',
    ],
  ],
];

const hostMatches = (host: string, entry: string): boolean => {
  if (entry.endsWith('.')) {
    const at = host.indexOf(entry);
    return at === 0 || (at > 0 && host[at - 1] === '.');
  }
  return host === entry || host.endsWith(`.${entry}`);
};

/** The host of a referrer (a URL or a bare host), lower case, without `www.`; '' when there is none. */
export const referrerHostOf = (referrer: string | undefined): string => {
  const value = (referrer ?? '').trim().toLowerCase();
  if (!value) return '';
  let host = value;
  try {
    host = new URL(value.includes('://') ? value : `https://${value}`).hostname;
  } catch {
    return '';
  }
  return host.replace(/^www\./, '');
};

/**
 * The channel of a visit: its `utm_medium` when the table knows it, else its referrer's host (one of
 * the site's own hosts, or none, is `direct`; an unknown host is `referral`), else `referral` when
 * it carries any UTM source, else `direct`.
 */
export const channelOf = (input: { utmMedium?: string; utmSource?: string; referrer?: string; siteHosts?: readonly string[] }): Channel => {
  const byMedium = CHANNEL_BY_UTM_MEDIUM[(input.utmMedium ?? '').trim().toLowerCase()];
  if (byMedium) return byMedium;
  const host = referrerHostOf(input.referrer);
  const own = (input.siteHosts ?? []).map((site) => site.toLowerCase().replace(/^www\./, ''));
  if (host && !own.includes(host)) {
    for (const [channel, hosts] of CHANNEL_BY_REFERRER) if (hosts.some((entry) => hostMatches(host, entry))) return channel;
    return 'referral';
  }
  return input.utmSource?.trim() ? 'referral' : 'direct';
};

// ---- Core Web Vitals ---------------------------------------------------------------------------

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Google's thresholds: at most `good` is good, above `poor` is poor (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const vitalRating = (name: VitalName, value: number): VitalRating => {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
};

// ---- Lead attribution ------------------------------------------------------------------------

/** Where a message's visitor came from, as the visitor script kept it for the visit. */
export interface Attribution {
  channel: Channel;
  /** The referrer's host ('' for none). */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** The visit's first page (path only). */
  landingPage: string;
  pagesViewed: number;
}

/** What a client sends with a message: everything but the channel, which the API derives. */
export type AttributionInput = Omit<Attribution, 'channel'>;

// ---- The Insights report (GET /api/insights/report?from=&to=, staff) ----------------------------

export interface InsightCount {
  views: number;
  visitors: number;
}

export interface InsightReport {
  /** The range asked for, days inclusive (UTC), and the range of the same length before it. */
  from: string;
  to: string;
  previous: { from: string; to: string } & InsightCount & { leads: number };
  totals: InsightCount & { leads: number };
  daily: Array<{ day: string } & InsightCount>;
  topPages: Array<{ path: string } & InsightCount>;
  referrers: Array<{ referrer: string } & InsightCount>;
  campaigns: Array<{ utmSource: string; utmMedium: string; utmCampaign: string } & InsightCount>;
  channels: Array<{ channel: Channel } & InsightCount>;
  devices: Array<{ device: DeviceClass } & InsightCount>;
  /** Site-wide p75 LCP and INP of each day of the range that has samples, with its rating. */
  vitalsTrend: Array<{ day: string; metric: TrendVital; p75: number; samples: number; rating: VitalRating }>;
  /** p75 per page and metric over the range, with its rating. */
  vitals: Array<{ path: string; metric: VitalName; p75: number; samples: number; rating: VitalRating }>;
  errors: Array<{ remote: string; version: string; message: string; file: string; count: number }>;
  /** Messages in the range by where their visitor came from; conversion = leads per visitor who landed there. */
  leadsByLandingPage: Array<{ landingPage: string; leads: number; visitors: number; conversion: number }>;
  leadsByChannel: Array<{ channel: Channel | 'unknown'; leads: number }>;
  leadsByCampaign: Array<{ utmCampaign: string; leads: number }>;
}

/** One public page over the last PAGE_INSIGHT_DAYS days, as its editor shows it
 *  (GET /api/insights/page?path=, staff): leads are the messages whose visit landed on it. */
export interface PageInsight {
  path: string;
  from: string;
  to: string;
  views: number;
  visitors: number;
  leads: number;
  /** p75 LCP and INP of its views, absent without samples. */
  vitals: Array<{ metric: 'LCP' | 'INP'; p75: number; samples: number; rating: VitalRating }>;
}

export const PAGE_INSIGHT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last `days` UTC days to today (the rollups' days), as a report's `from` and `to`. */
export const lastDaysRange = (days: number, now = Date.now()): { from: string; to: string } => ({
  from: utcDayOf(now - (days - 1) * DAY_MS),
  to: utcDayOf(now),
});

/** "+12%", "-3%", "new" or "±0%" against the previous period. */
export const changeText = (now: number, before: number): string => {
  if (before === 0) return now === 0 ? '±0%' : 'new';
  const change = Math.round(((now - before) / before) * 100);
  return `${change > 0 ? '+' : change < 0 ? '' : '±'}${change}%`;
};

/** The vitals the Insights screen draws day by day. */
export const TREND_VITALS = ['LCP', 'INP'] as const;
export type TrendVital = (typeof TREND_VITALS)[number];

/** The most rows a report's lists carry. */
export const INSIGHT_REPORT_ROWS = 50;

// ---- Health per remote version (GET /api/insights/versions, staff) ------------------------------
// For each remote, its live version and any canary beside it over the same hours (the canary's life,
// else the last day): page views, client errors per 1,000 views, p75 INP and LCP (ms, null without values).

export interface VersionHealth {
  version: string;
  views: number;
  errors: number;
  /** Null with no views yet. */
  errorsPerThousand: number | null;
  inpP75: number | null;
  lcpP75: number | null;
}

export interface AbortedCanaryNote {
  version: string;
  reason: string;
  at: string;
}

export interface RemoteVersionHealth {
  remote: string;
  /** The start of the compared hours (ISO). */
  since: string;
  live: VersionHealth;
  canary?: VersionHealth & { percent: number; startedAt: string };
  /** The last canary ended without promotion, and why. */
  lastAborted?: AbortedCanaryNote;
}

export interface VersionHealthReply {
  remotes: RemoteVersionHealth[];
}

/** What the site server tells the API of its release store: each remote's live version and canary. */
export interface WatchedRelease {
  remote: string;
  live: string;
  canary?: { version: string; percent: number; startedAt: string };
  lastAborted?: AbortedCanaryNote;
}

/** How often the dashboard asks again (the issue: at least every minute). */
export const VERSION_HEALTH_POLL_MS = 60_000;
