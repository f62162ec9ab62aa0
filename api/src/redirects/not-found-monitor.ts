// The 404s visitors meet, counted in memory per path (count, first and last sighting, referrers)
// and added to the stored log every few seconds, so a flood of 404s costs no write per request.
// Bounded twice: at most PENDING_PATHS distinct paths wait here between two flushes (in a flood
// of more, a path's sightings until the next flush are dropped), and the store takes at most
// `pathsPerDay` new paths a day (not-found-repository.ts), so a scanner trying random addresses
// fills neither memory nor the database.

export interface NotFoundOptions {
  /** NOT_FOUND_PATHS_PER_DAY: new paths the log takes a day. */
  pathsPerDay: number;
  /** NOT_FOUND_LOG_BOTS: count the 404s of known crawlers too. */
  logBots: boolean;
}

export const DEFAULT_NOT_FOUND_OPTIONS: NotFoundOptions = { pathsPerDay: 1_000, logBots: false };

export interface PendingNotFound {
  hits: number;
  firstSeen: string;
  lastSeen: string;
  referrers: Map<string, number>;
}

/** Crawlers and monitors by their user agent: their 404s are not what visitors meet. */
const KNOWN_BOTS = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview|monitor|curl|wget|python-requests/i;
/** Referrers kept per path between flushes (the store keeps its top ten). */
const REFERRERS_PER_PATH = 20;
const MAX_PATH_LENGTH = 500;
/** Distinct paths counted between two flushes (a few seconds). */
export const PENDING_PATHS = 10_000;
const MAX_REFERRER_LENGTH = 500;

export class NotFoundMonitor {
  private pending = new Map<string, PendingNotFound>();

  /** Set by the API from its settings when the site server made the monitor. */
  constructor(public options: NotFoundOptions = DEFAULT_NOT_FOUND_OPTIONS) {}

  /** Counts a page 404 of `path` (no query), unless it came from a known bot or the memory is full. */
  record(path: string, referrer: string | undefined, userAgent: string | undefined): void {
    if (!this.options.logBots && userAgent !== undefined && KNOWN_BOTS.test(userAgent)) return;
    if (path.length > MAX_PATH_LENGTH) return;
    const now = new Date().toISOString();
    let entry = this.pending.get(path);
    if (!entry) {
      if (this.pending.size >= PENDING_PATHS) return;
      entry = { hits: 0, firstSeen: now, lastSeen: now, referrers: new Map() };
      this.pending.set(path, entry);
    }
    entry.hits += 1;
    entry.lastSeen = now;
    const from = referrer?.slice(0, MAX_REFERRER_LENGTH);
    if (from && (entry.referrers.has(from) || entry.referrers.size < REFERRERS_PER_PATH))
      entry.referrers.set(from, (entry.referrers.get(from) ?? 0) + 1);
  }

  /** What was counted since the last call. */
  take(): Map<string, PendingNotFound> {
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }
}
