// Seeding the demo content once: only into a database that has never been
// seeded and holds no content, all rows in one transaction with the `seeded`
// marker, so a restart (or a second instance) never duplicates anything.

import type { Kysely } from 'kysely';
import { CONTENT_RESOURCE_KEYS } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { isoNow } from '../db/ids';
import { readMeta } from '../db/meta';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/media-store';
import { buildSeedEntries } from './seed-entries';
import { SeedImages } from './seed-images';
import { buildRows } from './seed-rows';

export const SEEDED_MARKER = 'seeded';

class AlreadySeeded extends Error {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const hasContent = async (db: AnyDb): Promise<boolean> => {
  for (const key of CONTENT_RESOURCE_KEYS) {
    const row = await db.selectFrom(CONTENT_STORAGE[key].table).select('_id').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
};

/** Seeds and returns true, or returns false when this database was seeded (or filled) before. */
export const seedDemoContent = async (db: Kysely<Database>, media: MediaStore, options: { images: boolean }): Promise<boolean> => {
  if (await readMeta(db, SEEDED_MARKER)) return false;
  const anyDb = db as AnyDb;
  if (await hasContent(anyDb)) {
    // Content from before the marker existed is real content: never seed over it.
    await db
      .insertInto('app_meta')
      .values({ key: SEEDED_MARKER, value: 'skipped' })
      .onConflict((c) => c.column('key').doNothing())
      .execute();
    return false;
  }

  const images = new SeedImages(media, options.images);
  try {
    const entries = await buildSeedEntries(images);
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto('app_meta')
        .values({ key: SEEDED_MARKER, value: isoNow() })
        .onConflict((c) => c.column('key').doNothing())
        .executeTakeFirst();
      if (Number(marked.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AlreadySeeded();
      for (const key of CONTENT_RESOURCE_KEYS) {
        const rows = buildRows(key, entries[key] ?? []);
        if (rows.length > 0) await (trx as unknown as AnyDb).insertInto(CONTENT_STORAGE[key].table).values(rows).execute();
      }
    });
    images.settle();
    return true;
  } catch (error) {
    await images.discard();
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
};
