// The trash of content entries (issue 21). A delete moves the entry's stored row here in
// the delete's own transaction; a restore moves it back under the same id; the purge (or
// "delete forever") removes the row and only then its image files. Taking a row out of
// the trash is one DELETE … RETURNING, so of two instances (or a restore racing the
// purge) exactly one gets it: images are removed once, and never those of a restored entry.

import type { Kysely, Transaction } from 'kysely';
import type { ImageKind } from '@agency/shared/contract/media';
import type { Page } from '@agency/shared/contract/paging';
import { TRASH_RETENTION_DAYS, type RestoredEntry, type TrashItem } from '@agency/shared/contract/entities';
import { CONTENT_RESOURCES, isContentResourceKey, type ContentResourceKey } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../content/content-storage';
import { containsText } from '../content/paged-select';
import { storedFilesOf, toEntity, type Row } from '../content/entity-mapper';
import { claimUniqueSlug, slugify } from '../content/slugs';
import { isoNow } from '../db/ids';
import { deleteRevisionsOf } from '../revisions/revision-repository';
import type { Database, TrashTable } from '../db/schema';

// Content tables are chosen at run time, which Kysely's typed schema cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Transaction<any>;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashedEntry {
  resource: ContentResourceKey;
  row: Row;
  deletedBy: string;
}

/** Moves entries (already read inside `trx`) out of their table and into the trash, with their old slugs. */
export const moveToTrash = async (trx: Transaction<Database>, entries: TrashedEntry[], now = new Date()): Promise<void> => {
  const db = trx as AnyTrx;
  for (const { resource, row, deletedBy } of entries) {
    const storage = CONTENT_STORAGE[resource];
    const id = String(row._id);
    const oldSlugs: Array<{ slug: string }> = await db
      .selectFrom('slug_history')
      .select('slug')
      .where('resource', '=', resource)
      .where('entity_id', '=', id)
      .execute();
    await db.deleteFrom('slug_history').where('resource', '=', resource).where('entity_id', '=', id).execute();
    await db.deleteFrom(storage.table).where('_id', '=', id).execute();
    const item: TrashTable = {
      _id: id,
      resource,
      label: String(row[storage.labelField] ?? ''),
      row_json: JSON.stringify(row),
      old_slugs: JSON.stringify(oldSlugs.map((old) => old.slug)),
      deleted_by: deletedBy,
      deleted_at: now.toISOString(),
      purge_after: new Date(now.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
    };
    await trx
      .insertInto('trash')
      .values(item)
      .onConflict((conflict) => conflict.column('_id').doUpdateSet(item))
      .execute();
  }
};

const itemOf = (row: Pick<TrashTable, '_id' | 'resource' | 'label' | 'deleted_by' | 'deleted_at' | 'purge_after'>): TrashItem => ({
  _id: row._id,
  resource: row.resource as ContentResourceKey,
  label: row.label,
  deletedBy: row.deleted_by,
  deletedAt: row.deleted_at,
  purgeAfter: row.purge_after,
});

/** One page of the trash, most recently deleted first; `q` finds words of the title. */
export const listTrash = async (
  db: Kysely<Database>,
  { page, limit, q }: { page: number; limit: number; q: string },
): Promise<Page<TrashItem>> => {
  const matching = db.selectFrom('trash').$if(q !== '', (qb) => qb.where(containsText('label', q)));
  const rows = await matching
    .select(['_id', 'resource', 'label', 'deleted_by', 'deleted_at', 'purge_after'])
    .orderBy('deleted_at', 'desc')
    .orderBy('_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { total } = await matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { data: rows.map(itemOf), total: Number(total), page, limit };
};

/** Takes one item out of the trash: only the caller whose DELETE returned the row owns it. */
const takeFromTrash = async (db: Kysely<Database> | Transaction<Database>, id: string): Promise<TrashTable | undefined> =>
  db.deleteFrom('trash').where('_id', '=', id).returningAll().executeTakeFirst();

/** Puts a trashed entry back under its id; a slug taken meanwhile is replaced by the next free one. */
export const restoreFromTrash = async (db: Kysely<Database>, id: string): Promise<RestoredEntry | undefined> =>
  db.transaction().execute(async (trx) => {
    const item = await takeFromTrash(trx, id);
    if (!item || !isContentResourceKey(item.resource)) return undefined;
    const resource = CONTENT_RESOURCES[item.resource];
    const storage = CONTENT_STORAGE[item.resource];
    const row = JSON.parse(item.row_json) as Row;
    let slugChanged = false;
    if (resource.slugFrom) {
      const wanted = typeof row.slug === 'string' && row.slug ? row.slug : slugify(String(row[resource.slugFrom] ?? ''));
      const slug = await claimUniqueSlug(trx, { resource: resource.key, table: storage.table, base: wanted, entityId: id });
      slugChanged = slug !== row.slug;
      row.slug = slug;
    }
    await (trx as AnyTrx).insertInto(storage.table).values(row).execute();
    const oldSlugs = (JSON.parse(item.old_slugs) as string[]).filter((slug) => slug !== row.slug);
    for (const slug of oldSlugs)
      await trx
        .insertInto('slug_history')
        .values({ resource: resource.key, slug, entity_id: id, createdAt: isoNow() })
        .onConflict((conflict) => conflict.columns(['resource', 'slug']).doNothing())
        .execute();
    const entry = toEntity(resource, storage, row);
    return { resource: resource.key, entry, slugChanged };
  });

export type RemoveImages = (kind: ImageKind, names: string[]) => Promise<void>;

/** Removes one item and its history for good, then its image files (those only its history named go with the orphan sweep).
 *  False when another caller took it first. */
export const purgeFromTrash = async (db: Kysely<Database>, id: string, removeImages: RemoveImages): Promise<boolean> => {
  const item = await db.transaction().execute(async (trx) => {
    const taken = await takeFromTrash(trx, id);
    if (taken) await deleteRevisionsOf(trx, id);
    return taken;
  });
  if (!item) return false;
  const resource = isContentResourceKey(item.resource) ? CONTENT_RESOURCES[item.resource] : undefined;
  const names = resource ? storedFilesOf(resource, JSON.parse(item.row_json) as Row) : [];
  if (resource?.imageKind && names.length > 0) await removeImages(resource.imageKind, names);
  return true;
};

/** Items whose 30 days have passed, purged in batches; returns the ids this caller purged. */
export const purgeExpiredTrash = async (db: Kysely<Database>, removeImages: RemoveImages, now = new Date()): Promise<string[]> => {
  const purged: string[] = [];
  for (;;) {
    const due = await db
      .selectFrom('trash')
      .select('_id')
      .where('purge_after', '<=', now.toISOString())
      .orderBy('purge_after')
      .limit(100)
      .execute();
    for (const { _id } of due) if (await purgeFromTrash(db, _id, removeImages)) purged.push(_id);
    if (due.length < 100) return purged;
  }
};

/** The stored rows of trashed entries, per resource: their images must outlive the sweeps. */
export const trashedRows = async (db: Kysely<Database>): Promise<Array<{ resource: ContentResourceKey; row: Row }>> => {
  const items = await db.selectFrom('trash').select(['resource', 'row_json']).execute();
  return items.flatMap((item) =>
    isContentResourceKey(item.resource) ? [{ resource: item.resource, row: JSON.parse(item.row_json) as Row }] : [],
  );
};
