// Reading and writing the app_meta key/value table.

import type { Kysely } from 'kysely';
import type { Database } from './schema';

export const readMeta = async (db: Kysely<Database>, key: string): Promise<string | undefined> =>
  (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;

/** Stores `value` unless the key already has one; returns the value that is stored. */
export const ensureMeta = async (db: Kysely<Database>, key: string, value: string): Promise<string> => {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  return (await readMeta(db, key)) ?? value;
};
