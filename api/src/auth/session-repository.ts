// Sessions in the database: one row per sign-in, named by the token's `sid`. A token
// whose session row is gone (signed out, revoked by its owner, expired, account deleted)
// no longer opens anything.

import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';

export type SessionRow = Selectable<SessionsTable>;

/** last_seen_at is written at most this often per session (one write per request would be wasteful). */
const TOUCH_EVERY_MS = 60_000;
/** Browsers send a few hundred characters; a longer User-Agent is cut. */
const USER_AGENT_MAX = 300;

export interface NewSession {
  userId: string;
  lifetimeMs: number;
  userAgent: string;
  ip: string;
}

/** Session ids: 18 random bytes in base64url. Anything else names no session and is never queried. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const createSession = async (db: Kysely<Database>, session: NewSession, now = Date.now()): Promise<SessionRow> => {
  // Ended sessions go while we are here: a sign-in is rare enough to carry the clean-up.
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  const row: SessionRow = {
    _id: randomBytes(18).toString('base64url'),
    user_id: session.userId,
    created_at: now,
    last_seen_at: now,
    expires_at: now + session.lifetimeMs,
    user_agent: session.userAgent.slice(0, USER_AGENT_MAX),
    ip: session.ip,
  };
  await db.insertInto('sessions').values(row).execute();
  return row;
};

/** The live session `id` of `userId`, marked as seen now (at most once a minute). */
export const touchSession = async (db: Kysely<Database>, id: string, userId: string, now = Date.now()): Promise<SessionRow | undefined> => {
  const row = await db.selectFrom('sessions').selectAll().where('_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return undefined;
  if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('_id', '=', id).execute();
  }
  return row;
};

export const listSessions = (db: Kysely<Database>, userId: string, now = Date.now()): Promise<SessionRow[]> =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('_id')
    .execute();

/** Ends one session of `userId`; false when it has no such session. */
export const endSession = async (db: Kysely<Database>, id: string, userId: string): Promise<boolean> => {
  const result = await db.deleteFrom('sessions').where('_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** Ends every session of `userId` but `keep` (a password change keeps none of the old ones). */
export const endOtherSessions = async (db: Kysely<Database>, userId: string, keep?: string): Promise<void> => {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('_id', '!=', keep);
  await query.execute();
};
