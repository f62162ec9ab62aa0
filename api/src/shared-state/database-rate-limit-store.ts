// A store for @fastify/rate-limit that counts in the database, so every instance on one
// PostgreSQL sees the same windows: one upsert per request, atomic under the row lock
// ON CONFLICT takes (a window that ended starts again at 1). Windows that ended are
// deleted now and then.

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BatchedHitCounter } from './batched-hit-counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Set by perIpLimit for a busy route: counted here, added to the shared counter every second. */
  countedInBatches?: boolean;
}

const CLEAN_UP_EVERY_MS = 60_000;

/** Hits in the current window of `key`, counting this one, and the ms left in it. */
export const countHit = async (
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> => {
  const { rows } = await sql<{ hits: number; window_ends_at: number }>`
    insert into rate_limit_counters (key, hits, window_ends_at) values (${key}, 1, ${now + windowMs})
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_ends_at <= ${now} then 1 else rate_limit_counters.hits + 1 end,
      window_ends_at = case when rate_limit_counters.window_ends_at <= ${now} then ${now + windowMs} else rate_limit_counters.window_ends_at end
    returning hits, window_ends_at`.execute(db);
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) };
};

/** The class @fastify/rate-limit instantiates (`store` option), bound to `db`. */
export const databaseRateLimitStore = (db: Kysely<Database>) => {
  let lastCleanUp = 0;
  const cleanUp = (now: number) => {
    if (now - lastCleanUp < CLEAN_UP_EVERY_MS) return;
    lastCleanUp = now;
    void db
      .deleteFrom('rate_limit_counters')
      .where('window_ends_at', '<=', now)
      .execute()
      .catch(() => undefined);
  };

  return class DatabaseRateLimitStore {
    readonly scope: string;

    /** The plugin passes its options object; children pass the route they count for. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      countHit(db, `${this.scope}|${key}`, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      cleanUp(now);
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      db.selectFrom('rate_limit_counters')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', `${this.scope}|${key}`)
        .executeTakeFirst()
        .then(
          (row) =>
            callback(
              null,
              row && Number(row.window_ends_at) > now
                ? { current: Number(row.hits), ttl: Number(row.window_ends_at) - now }
                : { current: 0, ttl: 0 },
            ),
          (error: Error) => callback(error),
        );
    }

    /** Each limited route counts on its own (the same IP on two routes is two counters). */
    child(options: object): DatabaseRateLimitStore | BatchedHitCounter {
      // At run time the plugin passes the route's merged limit options, with `routeInfo`.
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      const scope = `${method} ${params.routeInfo?.url ?? ''}`;
      return params.countedInBatches ? new BatchedHitCounter(db, scope) : new DatabaseRateLimitStore(scope);
    }
  };
};
