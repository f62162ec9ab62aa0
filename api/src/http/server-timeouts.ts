// How long the server waits for a client (issue 17, finding 5): a request must arrive whole,
// headers and body, within two minutes (ten 5 MB images on a slow uplink fit), and a
// connection that sends nothing for 30 s is closed. An unfinished body holds nothing for long.

import type { FastifyServerOptions } from 'fastify';

export interface ServerTimeouts {
  /** The whole request (headers and body), in ms. */
  requestTimeout: number;
  /** A connection idle for this long is closed, in ms. */
  idleTimeout: number;
}

/**
 * How long one plugin may take to start (Fastify's default is 10 s). The first staff account
 * loads the password estimator's word lists and hashes with argon2: on a busy two-core machine
 * (CI runs PostgreSQL tests beside a browser suite) that passed 10 s, and a start that only
 * needed more time failed. A plugin that truly hangs still stops the start, after a minute.
 */
export const PLUGIN_START_TIMEOUT_MS = 60_000;

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = { requestTimeout: 120_000, idleTimeout: 30_000 };

/**
 * Fastify server options for these timeouts. Node checks the deadlines every
 * `connectionsCheckingInterval` (30 s by default: a tenth of the timeout here), and it
 * swaps the two deadlines when the headers' is the longer (60 s by default), which would
 * leave a body 60 s: the headers get the shorter of 30 s and the request timeout.
 */
export const serverTimeoutOptions = (
  timeouts: Partial<ServerTimeouts> = {},
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'pluginTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} => {
  const { requestTimeout, idleTimeout } = { ...DEFAULT_SERVER_TIMEOUTS, ...timeouts };
  return {
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    requestTimeout,
    connectionTimeout: idleTimeout,
    http: {
      headersTimeout: Math.min(30_000, requestTimeout),
      requestTimeout,
      connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeout / 10)),
    },
  };
};
