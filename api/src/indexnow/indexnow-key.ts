// The key IndexNow submissions name and the site serves at /<key>.txt: INDEXNOW_KEY when given;
// else, with INDEXNOW=on, one generated on the first start and kept in the database (app_meta),
// so every instance and every restart serves and submits the same key (search engines check the
// file against each submission's key). Nothing without SITE_URL: no origin to serve it on.

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ensureMeta } from '../db/meta';
import type { Database } from '../db/schema';
import type { IndexNowOptions } from './indexnow-options';

const STORED_KEY_ROW = 'indexnow_key';

export const resolveIndexNowKey = async (
  db: Kysely<Database>,
  options: Pick<IndexNowOptions, 'key' | 'generateKey'>,
  siteUrl: string | undefined,
): Promise<string | undefined> => {
  if (!siteUrl) return undefined;
  if (options.key) return options.key;
  if (!options.generateKey) return undefined;
  // 32 hex digits: within the protocol's 8 to 128 letters, digits and dashes. The first instance to
  // store one wins; the others read it.
  return ensureMeta(db, STORED_KEY_ROW, randomBytes(16).toString('hex'));
};
