// The second factors of an account in the database: its TOTP secret (confirmed or not, with
// the last step a code was taken for), its recovery codes (hashed, each used once) and
// whether the owners require a second factor of every staff account.

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readMeta } from '../db/meta';

type Db = Kysely<Database>;

const REQUIRED_META = 'second_factor_required';

export interface TotpState {
  secret: string;
  confirmed: boolean;
}

export const totpStateOf = async (db: Db, userId: string): Promise<TotpState | undefined> => {
  const row = await db.selectFrom('totp_secrets').select(['secret', 'confirmed_at']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { secret: row.secret, confirmed: row.confirmed_at !== null } : undefined;
};

/** Keeps a new, unconfirmed secret (replacing an earlier unconfirmed one). */
export const storePendingTotp = async (db: Db, userId: string, secret: string): Promise<void> => {
  await db
    .insertInto('totp_secrets')
    .values({ user_id: userId, secret, confirmed_at: null, last_step: null })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret, confirmed_at: null, last_step: null }))
    .execute();
};

/**
 * Takes a code's step for the account, once: true only if no code of this step or a later one
 * was taken before. One conditional UPDATE, so two requests with the same code cannot both pass.
 */
export const takeTotpStep = async (db: Db, userId: string, step: number, pending = false): Promise<boolean> => {
  const result = await db
    .updateTable('totp_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', pending ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** The account's recovery codes become exactly these (every earlier one, used or not, is gone). */
const writeRecoveryCodes = async (db: Db, userId: string, codeHashes: readonly string[]): Promise<void> => {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
};

/** The set-up's first code was right: the secret counts from now on, with a new set of recovery codes. */
export const confirmTotp = async (db: Db, userId: string, codeHashes: readonly string[], now: number): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('totp_secrets').set({ confirmed_at: now }).where('user_id', '=', userId).execute();
    await writeRecoveryCodes(trx, userId, codeHashes);
  });
};

/** A new set for an account with TOTP on: the old codes stop working in the same transaction. */
export const replaceRecoveryCodes = async (db: Db, userId: string, codeHashes: readonly string[]): Promise<void> => {
  await db.transaction().execute((trx) => writeRecoveryCodes(trx, userId, codeHashes));
};

/** Uses a recovery code: true only the first time (one conditional UPDATE). */
export const spendRecoveryCode = async (db: Db, userId: string, codeHash: string, now: number): Promise<boolean> => {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const recoveryCodesLeft = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.left ?? 0);
};

export const removeTotp = async (db: Db, userId: string): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_secrets').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
};

/** A confirmed TOTP secret or a passkey. */
export const hasSecondFactor = async (db: Db, userId: string): Promise<boolean> => {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('totp_secrets').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null)),
          eb.exists(eb.selectFrom('passkeys').select('user_id').where('user_id', '=', userId)),
        ])
        .as('has'),
    ])
    .executeTakeFirst();
  return Boolean(Number(row?.has ?? 0));
};

/** What completes a password sign-in: TOTP when it is on, else a passkey, else nothing. */
export const secondFactorOf = async (db: Db, userId: string): Promise<'totp' | 'passkey' | null> => {
  if ((await totpStateOf(db, userId))?.confirmed) return 'totp';
  const passkey = await db.selectFrom('passkeys').select('_id').where('user_id', '=', userId).executeTakeFirst();
  return passkey ? 'passkey' : null;
};

export const secondFactorRequired = async (db: Db): Promise<boolean> => (await readMeta(db, REQUIRED_META)) === '1';

export const setSecondFactorRequired = async (db: Db, required: boolean): Promise<void> => {
  const value = required ? '1' : '0';
  await db
    .insertInto('app_meta')
    .values({ key: REQUIRED_META, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
};
