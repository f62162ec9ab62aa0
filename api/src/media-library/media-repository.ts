// The media library's rows: listed newest first (optionally those whose alt text or
// file name contains the search), found by id or by the uploaded bytes' hash.

import { sql, type Kysely } from 'kysely';
import type { Database, MediaItemsTable } from '../db/schema';

export type MediaRow = MediaItemsTable;

export const listMedia = (db: Kysely<Database>, search: string): Promise<MediaRow[]> => {
  let query = db.selectFrom('media_items').selectAll();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([sql<boolean>`lower(alt) like ${pattern} escape '\\'`, sql<boolean>`lower(name) like ${pattern} escape '\\'`]),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute();
};

export const findMedia = (db: Kysely<Database>, id: string): Promise<MediaRow | undefined> =>
  db.selectFrom('media_items').selectAll().where('_id', '=', id).executeTakeFirst();

export const findMediaByHash = (db: Kysely<Database>, sha256: string): Promise<MediaRow | undefined> =>
  db.selectFrom('media_items').selectAll().where('sha256', '=', sha256).executeTakeFirst();

/** Every library file name: the orphan sweep and the backup keep them. */
export const libraryFiles = async (db: Kysely<Database>): Promise<string[]> =>
  (await db.selectFrom('media_items').select('file').execute()).map((row) => row.file);
