// Counting failed logins in the database, per IP and per account, so guessing
// passwords stops after a few tries (and keeps working across restarts and instances).

import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/schema';

export interface LoginScopes {
  ip: string;
  email: string;
}

const scopesOf = ({ ip, email }: LoginScopes): string[] => [`ip:${ip}`, `account:${email.toLowerCase()}`];

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rule: RateLimitRule,
  ) {}

  /** True when the IP or the account has too many recent failures. */
  async isBlocked(scopes: LoginScopes, now = Date.now()): Promise<boolean> {
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['scope', (eb) => eb.fn.countAll<number>().as('failures')])
      .where('scope', 'in', scopesOf(scopes))
      .where('failed_at', '>', now - this.rule.windowMs)
      .groupBy('scope')
      .execute();
    return rows.some((row) => Number(row.failures) >= this.rule.max);
  }

  async recordFailure(scopes: LoginScopes, now = Date.now()): Promise<void> {
    const keys = scopesOf(scopes);
    await this.db.insertInto('login_failures').values(keys.map((scope) => ({ scope, failed_at: now }))).execute();
    // Old failures no longer count: drop them while we are here.
    await this.db.deleteFrom('login_failures').where('failed_at', '<=', now - this.rule.windowMs).execute();
  }

  /** A successful login forgives the account's failures (not the IP's). */
  async clearAccount(email: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('scope', '=', `account:${email.toLowerCase()}`).execute();
  }
}
