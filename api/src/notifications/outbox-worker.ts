// Sends the queued notification e-mails. Woken when a message is stored (after the
// reply to the visitor), when a send finishes, and every `pollIntervalMs`, it claims
// due rows under a lease into its free sending slots (`concurrency`), so a slow
// server never holds back the claims of newer messages, and records each outcome:
//
// - accepted by the SMTP server → `sent` at once (the next statement after the
//   server's 250), so a delivered e-mail is never scheduled again;
// - failed → retried after an exponential back-off with jitter, or `failed` after
//   `maxAttempts` (staff still see it, and the message itself is in the list); a
//   failure of the server itself also pauses new claims (see server-pause.ts);
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
import { composeNotificationEmail, composeStaffNoticeEmail, type NotificationEmail } from './compose-email';
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
import { isServerFailure, ServerPause } from './server-pause';

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

interface Sending {
  abandon: AbortController;
  done: Promise<void>;
}

export class OutboxWorker {
  /** Names this process's claims; a restarted process is a new worker. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private stopped = true;
  private claiming: Promise<void> | undefined;
  private wakeAgain = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly sending = new Map<string, Sending>();
  private readonly pause: ServerPause;

  constructor(private readonly deps: OutboxWorkerDeps) {
    this.pause = new ServerPause(deps.options.retryBaseMs, deps.options.retryMaxMs, deps.random);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(10, Math.floor(this.deps.options.leaseMs / 3)));
    this.heartbeat.unref();
    this.wake();
  }

  /** Looks for due e-mails now (or right after the claim in progress, or when a server pause ends). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.wakeAgain = true;
      return;
    }
    const paused = this.pause.remainingMs();
    if (paused > 0) return this.pollIn(paused);
    clearTimeout(this.pollTimer);
    this.claiming = this.fillSlots().finally(() => {
      this.claiming = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      } else {
        this.pollIn(this.deps.options.pollIntervalMs);
      }
    });
  }

  /** Lets sends in flight finish for up to `stopGraceMs`, then abandons them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    await this.claiming;
    const all = Promise.all([...this.sending.values()].map((sending) => sending.done));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.deps.options.stopGraceMs);
    });
    const finished = await Promise.race([all.then(() => true), graceOver]);
    clearTimeout(timer);
    if (!finished) {
      for (const sending of this.sending.values()) sending.abandon.abort();
      await all;
    }
    clearInterval(this.heartbeat);
  }

  private pollIn(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => this.wake(), ms);
    this.pollTimer.unref();
  }

  /** Claims due rows into the free slots until nothing more is due or every slot is busy. */
  private async fillSlots(): Promise<void> {
    const { db, engine, options, log } = this.deps;
    while (!this.stopped && this.pause.remainingMs() === 0) {
      this.wakeAgain = false;
      const free = options.concurrency - this.sending.size;
      // A send that finishes wakes the worker again.
      if (free <= 0) return;
      let claimed: ClaimedNotification[];
      let contacts: Map<string, Contact>;
      try {
        claimed = await claimDueNotifications(db, engine, { worker: this.id, limit: free, leaseMs: options.leaseMs });
        contacts = new Map(
          (
            await findContacts(
              db,
              claimed.flatMap((item) => (item.contactId === null ? [] : [item.contactId])),
            )
          ).map((contact) => [contact._id, contact]),
        );
      } catch (error) {
        // The database is unreachable: the next poll tries again; leases taken here lapse.
        log.error({ err: error }, 'could not claim notification e-mails');
        return;
      }
      for (const item of claimed) {
        const contact = item.contactId === null ? undefined : contacts.get(item.contactId);
        const email = item.notice
          ? () => composeStaffNoticeEmail(item.notice!, item.id, options.from)
          : contact && (() => composeNotificationEmail(contact, item.id, options.from));
        // A message deleted since the claim took its outbox row with it.
        if (!email) continue;
        // A claim still on its way (waiting for a pooled connection) when a send failed on the server is
        // handed back: trying it would break the pause that failure began.
        if (this.stopped || this.pause.remainingMs() > 0) await this.handBack(item);
        else this.startSending(item, email);
      }
      if (claimed.length < free && !this.wakeAgain) return;
    }
  }

  private startSending(item: ClaimedNotification, compose: () => NotificationEmail): void {
    const abandon = new AbortController();
    const done = this.deliver(item, compose, abandon.signal).finally(() => {
      this.sending.delete(item.id);
      this.wake();
    });
    this.sending.set(item.id, { abandon, done });
  }

  private async deliver(item: ClaimedNotification, compose: () => NotificationEmail, abandoned: AbortSignal): Promise<void> {
    const { options, sender } = this.deps;
    try {
      const email = compose();
      await sender.send(email, AbortSignal.any([abandoned, AbortSignal.timeout(options.sendDeadlineMs)]));
    } catch (error) {
      if (abandoned.aborted) await this.handBack(item);
      else await this.recordFailure(item, error);
      return;
    }
    this.pause.succeeded();
    await this.recordSent(item);
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
          log.error(
            { err: error, notification: item.id },
            'notification e-mail sent but not recorded: it will be sent again when the lease ends',
          );
          return;
        }
        await sleep(MARK_SENT_PAUSE_MS);
      }
    }
  }

  private async recordFailure(item: ClaimedNotification, error: unknown): Promise<void> {
    const { db, options, log, random } = this.deps;
    if (isServerFailure(error)) this.pause.failed();
    const giveUp = item.attempts >= options.maxAttempts;
    const delay = retryDelayMs(item.attempts, options.retryBaseMs, options.retryMaxMs, random);
    try {
      await markNotificationFailed(db, item.id, this.id, { error: describe(error), retryAt: giveUp ? null : Date.now() + delay });
    } catch (dbError) {
      log.error({ err: dbError, notification: item.id }, 'could not record a failed notification e-mail; retried when the lease ends');
      return;
    }
    if (giveUp) log.error({ err: error, notification: item.id, attempts: item.attempts }, 'notification e-mail failed for good');
    else
      log.warn({ err: error, notification: item.id, attempts: item.attempts, retryInMs: delay }, 'notification e-mail failed; will retry');
  }

  private async handBack(item: ClaimedNotification): Promise<void> {
    try {
      await releaseNotification(this.deps.db, item.id, this.id);
    } catch (error) {
      this.deps.log.warn({ err: error, notification: item.id }, 'could not hand back a notification e-mail; retried when the lease ends');
    }
  }

  private async renew(): Promise<void> {
    if (this.sending.size === 0) return;
    try {
      await renewLeases(this.deps.db, this.id, [...this.sending.keys()], Date.now() + this.deps.options.leaseMs);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not renew the lease of notification e-mails in flight');
    }
  }
}
