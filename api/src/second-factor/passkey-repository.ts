// Passkeys (WebAuthn credentials) in the database, and the challenges handed out for them:
// a challenge is stored server-side, taken (deleted) by the one verification that uses it,
// and worth nothing after CHALLENGE_LIFETIME_MS.

import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeysTable } from '../db/schema';

type Db = Kysely<Database>;
export type PasskeyRow = Selectable<PasskeysTable>;

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const CHALLENGE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export type ChallengePurpose = 'register' | 'sign-in';

export const countPasskeys = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
};

export const listPasskeys = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('_id').execute();

export const findPasskey = (db: Db, id: string): Promise<PasskeyRow | undefined> =>
  db.selectFrom('passkeys').selectAll().where('_id', '=', id).executeTakeFirst();

export const addPasskey = async (db: Db, row: PasskeyRow): Promise<void> => {
  await db.insertInto('passkeys').values(row).execute();
};

export const passkeyUsed = async (db: Db, id: string, signCount: number, now: number): Promise<void> => {
  await db.updateTable('passkeys').set({ sign_count: signCount, last_used_at: now }).where('_id', '=', id).execute();
};

export const removePasskey = async (db: Db, id: string, userId: string): Promise<boolean> => {
  const result = await db.deleteFrom('passkeys').where('_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

export const storeChallenge = async (
  db: Db,
  challenge: { value: string; purpose: ChallengePurpose; userId: string | null },
  now: number,
): Promise<string> => {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  const id = randomBytes(18).toString('base64url');
  await db
    .insertInto('webauthn_challenges')
    .values({
      _id: id,
      challenge: challenge.value,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      expires_at: now + CHALLENGE_LIFETIME_MS,
    })
    .execute();
  return id;
};

/** Takes a live challenge of `purpose` (and of `userId` when given): deleted, so it serves once. */
export const takeChallenge = async (
  db: Db,
  id: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: number,
): Promise<string | undefined> => {
  if (!CHALLENGE_ID_PATTERN.test(id)) return undefined;
  const row = await db.deleteFrom('webauthn_challenges').where('_id', '=', id).returningAll().executeTakeFirst();
  if (!row || row.purpose !== purpose || Number(row.expires_at) <= now) return undefined;
  if (userId !== null && row.user_id !== userId) return undefined;
  return row.challenge;
};
