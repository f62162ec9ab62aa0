// Submits the queued IndexNow URLs (outbox rows of kind 'http'). Woken after a content write and
// every `pollIntervalMs`, it claims up to `batchSize` due rows under a lease (on PostgreSQL with
// SKIP LOCKED, so instances never take the same row: each URL is submitted once across them) and
// POSTs their URLs in one request per host, as the protocol batches them. The outcome is the
// batch's: 200/202 → sent; 400 or 422 (a request that can never succeed) → failed at once; any
// other answer or no answer → retried after an exponential back-off with jitter, failed after
// `maxAttempts`. Retries live in the database, so they survive a restart.

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  releaseNotification,
  renewLeases,
  type ClaimedNotification,
} from '../notifications/outbox-repository';
import { retryDelayMs } from '../notifications/retry-delay';
import type { IndexNowOptions } from './indexnow-options';

/** An outbox row's payload: one URL to submit. */
export interface IndexNowJob {
  type: 'indexnow';
  url: string;
}

export interface IndexNowWorkerDeps {
  db: Kysely<Database>;
  engine: Engine;
  options: IndexNowOptions;
  key: string;
  /** The site's public origin: the key file's place and the URLs' host. */
  siteUrl: string;
  log: FastifyBaseLogger;
  random?: () => number;
}

/** Answers that no retry can change: a malformed request, or URLs that are not the key's host's. */
const FINAL_REFUSALS = new Set([400, 422]);

const isIndexNowJob = (job: unknown): job is IndexNowJob =>
  typeof job === 'object' && job !== null && (job as IndexNowJob).type === 'indexnow' && typeof (job as IndexNowJob).url === 'string';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'unknown error';

class Refused extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`IndexNow answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

export class IndexNowWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private stopped = true;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private readonly abandon = new AbortController();

  constructor(private readonly deps: IndexNowWorkerDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks for due submissions now (or right after the batch under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.pollTimer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      } else if (!this.stopped) {
        this.pollTimer = setTimeout(() => this.wake(), this.deps.options.pollIntervalMs);
        this.pollTimer.unref();
      }
    });
  }

  /** Abandons a POST under way (its rows go back untried: a submission may be repeated) and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    this.abandon.abort();
    await this.running;
  }

  /** Submits batches until nothing more is due. */
  private async drain(): Promise<void> {
    const { db, engine, options, log } = this.deps;
    while (!this.stopped) {
      this.wakeAgain = false;
      let claimed: ClaimedNotification[];
      try {
        claimed = await claimDueNotifications(db, engine, {
          worker: this.id,
          limit: options.batchSize,
          leaseMs: options.leaseMs,
          kind: 'http',
        });
      } catch (error) {
        log.error({ err: error }, 'could not claim IndexNow submissions');
        return;
      }
      if (claimed.length === 0) return;
      const unknown = claimed.filter((item) => !isIndexNowJob(item.job));
      if (unknown.length > 0) await this.record(unknown, new Error('not an IndexNow job'), true);
      const byHost = new Map<string, ClaimedNotification[]>();
      for (const item of claimed) {
        if (!isIndexNowJob(item.job)) continue;
        const host = new URL(item.job.url).host;
        byHost.set(host, [...(byHost.get(host) ?? []), item]);
      }
      for (const [host, items] of byHost) await this.submit(host, items);
      if (claimed.length < options.batchSize) return;
    }
  }

  private async submit(host: string, items: ClaimedNotification[]): Promise<void> {
    const { options, key, siteUrl, db, log } = this.deps;
    const ids = items.map((item) => item.id);
    // The lease is renewed while the POST is under way, so no other instance takes these rows.
    const heartbeat = setInterval(
      () => void renewLeases(db, this.id, ids, Date.now() + options.leaseMs).catch(() => undefined),
      Math.max(10, Math.floor(options.leaseMs / 3)),
    );
    heartbeat.unref();
    // The same page written twice before a batch goes out is one URL.
    const urlList = [...new Set(items.map((item) => (item.job as IndexNowJob).url))];
    try {
      const response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ host, key, keyLocation: new URL(`/${key}.txt`, siteUrl).toString(), urlList }),
        signal: AbortSignal.any([this.abandon.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      const body = await response.text().catch(() => '');
      if (response.status !== 200 && response.status !== 202) throw new Refused(response.status, body);
    } catch (error) {
      clearInterval(heartbeat);
      if (this.abandon.signal.aborted) {
        await releaseNotification(db, ids, this.id).catch(() => undefined);
        return;
      }
      await this.record(items, error, error instanceof Refused && FINAL_REFUSALS.has(error.status));
      return;
    }
    clearInterval(heartbeat);
    try {
      await markNotificationSent(db, ids);
      log.info({ urls: urlList.length, host }, 'IndexNow submission accepted');
    } catch (error) {
      log.error({ err: error }, 'IndexNow submission accepted but not recorded: it will be submitted again when the lease ends');
    }
  }

  /** A failed batch: each row rescheduled after its own back-off, or given up. */
  private async record(items: ClaimedNotification[], error: unknown, final: boolean): Promise<void> {
    const { db, options, log, random } = this.deps;
    // Rows claimed together mostly share their attempt count: one update per count.
    const byAttempts = new Map<number, string[]>();
    for (const item of items) byAttempts.set(item.attempts, [...(byAttempts.get(item.attempts) ?? []), item.id]);
    for (const [attempts, ids] of byAttempts) {
      const giveUp = final || attempts >= options.maxAttempts;
      const delay = retryDelayMs(attempts, options.retryBaseMs, options.retryMaxMs, random);
      await markNotificationFailed(db, ids, this.id, { error: describe(error), retryAt: giveUp ? null : Date.now() + delay }).catch(
        (dbError: unknown) => log.error({ err: dbError }, 'could not record a failed IndexNow submission; retried when the lease ends'),
      );
    }
    log.warn(
      { err: error, urls: items.length, final },
      final ? 'IndexNow submission refused for good' : 'IndexNow submission failed; will retry',
    );
  }
}
