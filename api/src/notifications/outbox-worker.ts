// Sends the queued notification e-mails. Woken when a message is stored (after the
// reply to the visitor) and every `pollIntervalMs`, it claims due rows under a
// lease, sends them side by side, and records each outcome:
//
// - accepted by the SMTP server → `sent` at once (the next statement after the
//   server's 250), so a delivered e-mail is never scheduled again;
// - failed → retried after an exponential back-off with jitter, or `failed` after
//   `maxAttempts` (staff still see it, and the message itself is in the list);
// - still sending when the app closes past `stopGraceMs` → aborted and handed back.
//
// The lease is renewed while an e-mail is in flight, so another instance takes a
// row only when its worker is gone. Duplicates therefore need the process to die
// (or lose its database) between the server's acceptance and the `sent` update; the
// lease then lapses and another attempt sends a second copy with the same
// Message-ID. SMTP's own lost-reply case (the server accepted but its reply never
// arrived, RFC 1047) looks like a failure to any client and is retried likewise.

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Contact } from '@agency/shared/contract/entities';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { composeNotificationEmail } from './compose-email';
import type { MailSender } from './mail-sender';
import type { NotificationOptions } from './notification-options';
import {
  claimDueNotifications,
  findContacts,
  markNotificationFailed,
  markNotificationSent,
  releaseNotification,
  renewLeases,
  type ClaimedNotification,
} from './outbox-repository';
import { retryDelayMs } from './retry-delay';

export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  engine: Engine;
  options: NotificationOptions;
  sender: MailSender;
  log: FastifyBaseLogger;
  random?: () => number;
}

/** Recording `sent` is retried this often before the worker gives up on it (and says so). */
const MARK_SENT_TRIES = 3;
const MARK_SENT_PAUSE_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'unknown error';

export class OutboxWorker {
  /** Names this process's claims; a restarted process is a new worker. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private stopped = true;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Rows being sent, with the switch that abandons each. */
  private readonly inFlight = new Map<string, AbortController>();

  constructor(private readonly deps: OutboxWorkerDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const { leaseMs } = this.deps.options;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(10, Math.floor(leaseMs / 3)));
    this.heartbeat.unref();
    this.wake();
  }

  /** Looks for due e-mails now (or right after the round in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.pollTimer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      this.scheduleNext();
    });
  }

  /** Lets sends in flight finish for up to `stopGraceMs`, then abandons them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    const running = this.running;
    if (running) {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), this.deps.options.stopGraceMs);
      });
      const finished = await Promise.race([running.then(() => true), graceOver]);
      clearTimeout(timer);
      if (!finished) {
        for (const controller of this.inFlight.values()) controller.abort();
        await running;
      }
    }
    clearInterval(this.heartbeat);
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    if (this.wakeAgain) {
      this.wakeAgain = false;
      this.wake();
      return;
    }
    this.pollTimer = setTimeout(() => this.wake(), this.deps.options.pollIntervalMs);
    this.pollTimer.unref();
  }

  /** Claims and sends batches until nothing is due. */
  private async drain(): Promise<void> {
    const { db, engine, options, log } = this.deps;
    while (!this.stopped) {
      this.wakeAgain = false;
      let claimed: ClaimedNotification[];
      let contacts: Map<string, Contact>;
      try {
        claimed = await claimDueNotifications(db, engine, { worker: this.id, limit: options.batchSize, leaseMs: options.leaseMs });
        contacts = new Map((await findContacts(db, claimed.map((item) => item.contactId))).map((contact) => [contact._id, contact]));
      } catch (error) {
        // The database is unreachable: the next poll tries again; leases taken here lapse.
        log.error({ err: error }, 'could not claim notification e-mails');
        return;
      }
      // A message deleted since the claim took its outbox row with it.
      await Promise.all(claimed.filter((item) => contacts.has(item.contactId)).map((item) => this.deliver(item, contacts.get(item.contactId)!)));
      if (claimed.length < options.batchSize && !this.wakeAgain) return;
    }
  }

  private async deliver(item: ClaimedNotification, contact: Contact): Promise<void> {
    const { options, sender } = this.deps;
    const abandon = new AbortController();
    this.inFlight.set(item.id, abandon);
    try {
      try {
        const email = composeNotificationEmail(contact, item.id, options.from);
        await sender.send(email, AbortSignal.any([abandon.signal, AbortSignal.timeout(options.sendDeadlineMs)]));
      } catch (error) {
        if (abandon.signal.aborted) await this.handBack(item);
        else await this.recordFailure(item, error);
        return;
      }
      await this.recordSent(item);
    } finally {
      this.inFlight.delete(item.id);
    }
  }

  private async recordSent(item: ClaimedNotification): Promise<void> {
    const { db, log } = this.deps;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markNotificationSent(db, item.id);
        log.info({ notification: item.id, attempts: item.attempts }, 'notification e-mail sent');
        return;
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) {
          log.error({ err: error, notification: item.id }, 'notification e-mail sent but not recorded: it will be sent again when the lease ends');
          return;
        }
        await sleep(MARK_SENT_PAUSE_MS);
      }
    }
  }

  private async recordFailure(item: ClaimedNotification, error: unknown): Promise<void> {
    const { db, options, log, random } = this.deps;
    const giveUp = item.attempts >= options.maxAttempts;
    const delay = retryDelayMs(item.attempts, options.retryBaseMs, options.retryMaxMs, random);
    try {
      await markNotificationFailed(db, item.id, this.id, { error: describe(error), retryAt: giveUp ? null : Date.now() + delay });
    } catch (dbError) {
      log.error({ err: dbError, notification: item.id }, 'could not record a failed notification e-mail; retried when the lease ends');
      return;
    }
    if (giveUp) log.error({ err: error, notification: item.id, attempts: item.attempts }, 'notification e-mail failed for good');
    else log.warn({ err: error, notification: item.id, attempts: item.attempts, retryInMs: delay }, 'notification e-mail failed; will retry');
  }

  private async handBack(item: ClaimedNotification): Promise<void> {
    try {
      await releaseNotification(this.deps.db, item.id, this.id);
    } catch (error) {
      this.deps.log.warn({ err: error, notification: item.id }, 'could not hand back a notification e-mail; retried when the lease ends');
    }
  }

  private async renew(): Promise<void> {
    if (this.inFlight.size === 0) return;
    try {
      await renewLeases(this.deps.db, this.id, [...this.inFlight.keys()], Date.now() + this.deps.options.leaseMs);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not renew the lease of notification e-mails in flight');
    }
  }
}
