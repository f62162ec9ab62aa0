// One form's captcha, apart from any widget: what the visitor's solution is, whether
// one is being worked out, and who waits for it. The widget (loaded later, perhaps
// after the visitor already typed or pressed Send) attaches a solver and reports its
// states; the send flow asks for `solution()` and waits for it instead of refusing.
//
// ALTCHA solves by itself (`automatic`): solving starts once the visitor uses the form
// and a widget is there, a failure is retried, an expired solution is replaced. Google
// reCAPTCHA needs the visitor's tick, so without one `solution()` fails at once.

import { captchaMessages, formMessages } from '@agency/shared/contract';

export type CaptchaState = 'waiting' | 'solving' | 'solved' | 'failed';

/** What a widget reports: ALTCHA's states (reCAPTCHA maps onto them). */
export type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export interface CaptchaSolver {
  /** Starts solving a fresh challenge (abandoning any other). */
  solve(): void;
}

/** `solution()` failed: reCAPTCHA not ticked, or ALTCHA failed every try while a send waited. */
export class CaptchaUnsolved extends Error {
  constructor(readonly reason: 'not-ticked' | 'failed') {
    super(reason === 'not-ticked' ? 'The captcha is not ticked' : 'The captcha could not be solved');
  }
}

/** What to tell a visitor whose press found no solution: tick the reCAPTCHA, or the check failed. */
export const unsolvedMessage = (error: unknown): string =>
  error instanceof CaptchaUnsolved && error.reason === 'not-ticked' ? formMessages.captchaMissing : captchaMessages.failed;

/** Retries of a failed ALTCHA verification: soon, then less often. */
export const RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];
/** A send waiting for a solution gives up after this many failed tries in a row. */
export const FAILURES_BEFORE_GIVING_UP = 3;

interface Waiter {
  resolve: (payload: string) => void;
  reject: (error: CaptchaUnsolved) => void;
}

export class CaptchaSession {
  private state: CaptchaState = 'waiting';
  private payload: string | null = null;
  private solver: CaptchaSolver | null = null;
  private wanted = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private waiters: Waiter[] = [];
  private readonly listeners = new Set<() => void>();

  readonly automatic: boolean;

  // Not a parameter property: with one, every field above is compiled to a define and an assignment (bytes of the first view).
  constructor(automatic: boolean) {
    this.automatic = automatic;
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): CaptchaState => this.state;

  /** The visitor started using the form: solve as soon as a widget is there. */
  want(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.solveIfIdle();
  }

  /** A widget mounted; returns its detach. */
  attach(solver: CaptchaSolver): () => void {
    this.solver = solver;
    this.solveIfIdle();
    return () => {
      if (this.solver === solver) this.solver = null;
    };
  }

  /** The widget's state changed. */
  report(state: WidgetState, payload: string | null): void {
    if (state === 'verified' && payload) {
      this.settle('solved', payload);
      this.failures = 0;
      for (const waiter of this.takeWaiters()) waiter.resolve(payload);
    } else if (state === 'verifying' || state === 'code') {
      this.settle('solving', null);
    } else if (state === 'error') {
      this.fail();
    } else {
      // Expired, or reset by the widget: a fresh solution is needed.
      this.settle('waiting', null);
      this.solveIfIdle();
    }
  }

  /** The solution, now or once it is worked out (starting the work if needed). */
  solution(): Promise<string> {
    if (this.payload) return Promise.resolve(this.payload);
    if (!this.automatic) return Promise.reject(new CaptchaUnsolved('not-ticked'));
    const waiting = new Promise<string>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.wanted = true;
    // A visitor who presses Send does not wait for the next scheduled retry.
    if (this.state === 'failed') this.retryNow();
    else this.solveIfIdle();
    return waiting;
  }

  /** The server refused the solution or may have used it up: work out a new one. */
  renew(): void {
    this.settle('waiting', null);
    if (!this.automatic) {
      this.solver?.solve();
      return;
    }
    this.wanted = true;
    this.solveIfIdle();
  }

  /** The page is leaving the form for good. */
  dispose(): void {
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  private solveIfIdle(): void {
    if (!this.automatic || !this.wanted || !this.solver || this.state !== 'waiting') return;
    this.settle('solving', null);
    this.solver.solve();
  }

  private fail(): void {
    this.settle('failed', null);
    this.failures += 1;
    if (this.waiters.length > 0 && this.failures >= FAILURES_BEFORE_GIVING_UP) {
      this.failures = 0;
      for (const waiter of this.takeWaiters()) waiter.reject(new CaptchaUnsolved('failed'));
    }
    if (!this.automatic) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.retryNow(), delay);
  }

  private retryNow(): void {
    clearTimeout(this.retryTimer);
    if (this.state !== 'failed') return;
    this.settle('waiting', null);
    this.solveIfIdle();
  }

  private takeWaiters(): Waiter[] {
    const waiters = this.waiters;
    this.waiters = [];
    return waiters;
  }

  private settle(state: CaptchaState, payload: string | null): void {
    if (state !== 'failed') clearTimeout(this.retryTimer);
    const changed = state !== this.state;
    this.state = state;
    this.payload = payload;
    if (changed) for (const listener of this.listeners) listener();
  }
}
