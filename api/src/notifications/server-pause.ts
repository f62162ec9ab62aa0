// After a failure that concerns the SMTP server rather than one e-mail (no
// connection, a timeout, a refused login or refused recipients, which are the same
// for every e-mail), the worker starts nothing new for a back-off period. During an
// outage new messages then simply wait in the outbox, instead of each costing a
// connection attempt and two database writes beside the visitors' requests.

import { retryDelayMs } from './retry-delay';

/** Failures that belong to one e-mail (its content was refused): the next one may well go through. */
const ONE_EMAIL_CODES = new Set(['EMESSAGE', 'ESTREAM']);

export const isServerFailure = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && ONE_EMAIL_CODES.has(code));
};

export class ServerPause {
  private failures = 0;
  private until = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** Another server failure in a row: pause for the next back-off step (sends failing side by side count once). */
  failed(now = Date.now()): void {
    if (this.until > now) return;
    this.failures += 1;
    this.until = now + retryDelayMs(this.failures, this.baseMs, this.maxMs, this.random);
  }

  /** The server accepted an e-mail: it is back. */
  succeeded(): void {
    this.failures = 0;
    this.until = 0;
  }

  /** How long nothing new should be tried (0 = go ahead). */
  remainingMs(now = Date.now()): number {
    return Math.max(0, this.until - now);
  }
}
