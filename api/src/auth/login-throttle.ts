// Login guessing, limited per address and per account. Each attempt is counted BEFORE the
// password is checked, atomically (shared-state/attempt-counter.ts), so a burst sent at once
// gets at most `max` argon2 checks, on one instance or many. A success takes its address's
// attempt back and forgives the account. Past the limit an address is refused (429); an
// account is not locked for everyone: it asks for the captcha first (finding 8 of issue 17).

import type { RateLimitRule } from '../config';
import type { AttemptCounter } from '../shared-state/attempt-counter';

export interface LoginScopes {
  ip: string;
  email: string;
}

export interface LoginAttempt {
  /** This address used up its attempts: refuse without checking anything. */
  addressBlocked: boolean;
  /** This account had too many attempts: check the password only with a solved captcha. */
  accountNeedsCaptcha: boolean;
}

const ipKey = (ip: string) => `login|ip:${ip}`;
const accountKey = (email: string) => `login|account:${email.toLowerCase()}`;

export class LoginThrottle {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly rule: RateLimitRule,
  ) {}

  /** Counts the attempt under both scopes (the account only when the address may still try). */
  async begin({ ip, email }: LoginScopes): Promise<LoginAttempt> {
    const { max, windowMs } = this.rule;
    if ((await this.counter.hit(ipKey(ip), windowMs)) > max) return { addressBlocked: true, accountNeedsCaptcha: false };
    return { addressBlocked: false, accountNeedsCaptcha: (await this.counter.hit(accountKey(email), windowMs)) > max };
  }

  /** The password was right: the address gets its attempt back, the account is forgiven. */
  async succeeded({ ip, email }: LoginScopes): Promise<void> {
    await this.counter.undo(ipKey(ip));
    await this.counter.clear(accountKey(email));
  }
}
