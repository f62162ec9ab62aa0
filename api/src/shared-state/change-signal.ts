// Tells every instance at once that something they keep in memory changed (the redirect rules):
// Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, else nothing to tell
// (SQLite: one instance by design, which already knows). A listener reports a change each time it
// starts listening, its first time included: a change announced before then (while it connected,
// or lost its connection) reached no one, and the reload it triggers picks it up.

import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import type { Redis } from 'ioredis';
import { REDIS_KEY_PREFIX } from './redis-connection';

export interface ChangeSignal {
  /** Tells the other instances (and, through them, not this one: it changed the thing itself). */
  announce(): Promise<void>;
  /** Settles once the first attempt to listen did (listening, or retrying after a failure). */
  listening: Promise<void>;
  close(): Promise<void>;
}

export interface ChangeSignalOptions {
  /** A name of the thing that changed: letters and underscores. */
  channel: string;
  redis?: Redis;
  databaseUrl?: string;
  /** The pool NOTIFY goes through (PostgreSQL). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the statement names no table
  db?: Kysely<any>;
  /** Called when another instance announced a change (or one may have been missed). */
  onChange: () => void;
  onError?: (error: unknown) => void;
}

const RECONNECT_MS = 1_000;
/** A database that does not answer delays no start beyond this: the listener retries meanwhile. */
const CONNECT_TIMEOUT_MS = 5_000;

const redisSignal = (redis: Redis, options: ChangeSignalOptions): ChangeSignal => {
  const channel = `${REDIS_KEY_PREFIX}${options.channel}`;
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => options.onError?.(error));
  subscriber.on('message', () => options.onChange());
  // After a reconnect ioredis subscribes again; a change announced meanwhile is reloaded anyway.
  subscriber.on('ready', () => options.onChange());
  // ioredis queues the command while Redis is away; a start waits for it a few seconds at most.
  const listening = Promise.race([
    subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => options.onError?.(error),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()),
  ]);
  return {
    announce: async () => {
      await redis.publish(channel, '1');
    },
    listening,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the statement names no table
const postgresSignal = (databaseUrl: string, db: Kysely<any>, options: ChangeSignalOptions): ChangeSignal => {
  let closed = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = next;
    const reconnect = (error?: unknown) => {
      if (error) options.onError?.(error);
      if (closed || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    next.on('notification', () => options.onChange());
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      options.onChange();
    } catch (error) {
      reconnect(error);
    }
  };
  const ready = connect();
  return {
    announce: async () => {
      await sql.raw(`NOTIFY ${options.channel}`).execute(db);
    },
    listening: ready,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
};

export const openChangeSignal = (options: ChangeSignalOptions): ChangeSignal => {
  if (options.redis) return redisSignal(options.redis, options);
  if (options.databaseUrl && options.db) return postgresSignal(options.databaseUrl, options.db, options);
  return { announce: async () => undefined, listening: Promise.resolve(), close: async () => undefined };
};
