// Settings of the staff e-mails about new messages: where they go (SMTP_URL,
// NOTIFY_EMAILS, NOTIFY_FROM) and how the outbox worker paces itself. The pacing
// has production defaults; tests and the benchmark shorten it through options.

export interface NotificationOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it e-mails wait in the outbox. */
  smtpUrl?: string;
  /** Staff addresses every notification goes to (NOTIFY_EMAILS). */
  recipients: string[];
  /** The From header (NOTIFY_FROM). */
  from: string;
  /** How often the worker looks for due e-mails besides being woken by a new message. */
  pollIntervalMs: number;
  /** First retry after this long, doubling per attempt up to `retryMaxMs` (with jitter). */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts an e-mail is marked failed (staff still see it). */
  maxAttempts: number;
  /** How long a claim holds; renewed while the e-mail is being sent. */
  leaseMs: number;
  /** E-mails one worker sends side by side at most (and so claims at once). */
  concurrency: number;
  /** Connection, greeting and inactivity timeout of one SMTP conversation. */
  smtpTimeoutMs: number;
  /** A conversation still running after this long (a server trickling replies) is abandoned. */
  sendDeadlineMs: number;
  /** On close, sends in flight get this long to finish before they are abandoned. */
  stopGraceMs: number;
}

export const DEFAULT_NOTIFY_FROM = '"Northstar Digital website" <no-reply@northstar-digital.example>';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const DEFAULT_NOTIFICATION_OPTIONS: NotificationOptions = {
  recipients: [],
  from: DEFAULT_NOTIFY_FROM,
  pollIntervalMs: 10 * SECOND,
  retryBaseMs: 30 * SECOND,
  retryMaxMs: 60 * MINUTE,
  // 30 s doubling to 1 h, then hourly (each wait ½–1× its step): 30 attempts span 12 to 23 hours.
  maxAttempts: 30,
  leaseMs: 2 * MINUTE,
  concurrency: 5,
  smtpTimeoutMs: 30 * SECOND,
  sendDeadlineMs: 3 * MINUTE,
  // Below the 15 s grace of a graceful shutdown.
  stopGraceMs: 10 * SECOND,
};

type Env = Record<string, string | undefined>;

const present = (value: string | undefined): string | undefined => value?.trim() || undefined;

const addresses = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** SMTP_URL, NOTIFY_EMAILS (comma list) and NOTIFY_FROM over the defaults. */
export const notificationOptionsFromEnv = (env: Env): NotificationOptions => ({
  ...DEFAULT_NOTIFICATION_OPTIONS,
  smtpUrl: present(env.SMTP_URL),
  recipients: addresses(env.NOTIFY_EMAILS),
  from: present(env.NOTIFY_FROM) ?? DEFAULT_NOTIFY_FROM,
});

/** Both a server and somebody to tell: otherwise e-mails stay in the outbox. */
export const notificationsConfigured = (options: Pick<NotificationOptions, 'smtpUrl' | 'recipients'>): boolean =>
  Boolean(options.smtpUrl) && options.recipients.length > 0;

const LOOKS_LIKE_ADDRESS = /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/;

/** Refuses a start with settings that could never deliver, naming the variable (never its secret value). */
export const assertValidNotificationOptions = (options: NotificationOptions): void => {
  if (options.smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(options.smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const invalid = options.recipients.filter((address) => !LOOKS_LIKE_ADDRESS.test(address));
  if (invalid.length > 0) throw new Error(`NOTIFY_EMAILS holds an invalid address: ${invalid.join(', ')}`);
};
