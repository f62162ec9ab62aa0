// Unique visitors without an identifier: a visitor is sha256(the day's secret, address, user agent,
// site). The secret is random, shared by the instances through app_meta, and deleted once its day is
// over with the day's hashes, so yesterday's visitors can no longer be recomputed or joined to today's.

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ensureMeta } from '../db/meta';
import type { Database } from '../db/schema';

const SALT_PREFIX = 'insight_salt:';

/** The UTC day of an instant, `YYYY-MM-DD`: the unit of rollups and of the secret's life. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

export const visitorHash = (secret: string, address: string, userAgent: string, site: string): string =>
  createHash('sha256').update(`${secret}\n${address}\n${userAgent}\n${site}`).digest('base64url').slice(0, 22);

/** Hands out each day's secret, creating it on the day's first use and forgetting the days before. */
export class DailySecrets {
  private cached: { day: string; secret: string } | undefined;
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async secretFor(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.secret;
    const secret = await ensureMeta(this.db, `${SALT_PREFIX}${day}`, randomBytes(32).toString('base64url'));
    // The first use of a new day forgets the days before it (never a later one: an instance a
    // moment behind at midnight must not delete the secret the others already use).
    await this.db.deleteFrom('app_meta').where('key', 'like', `${SALT_PREFIX}%`).where('key', '<', `${SALT_PREFIX}${day}`).execute();
    await this.db.deleteFrom('insight_visitors').where('day', '<', day).execute();
    this.cached = { day, secret };
    return secret;
  }
}
