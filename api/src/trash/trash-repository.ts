// The trash of content entries (issue 21). A delete moves the entry's stored row here in
// the delete's own transaction; a restore moves it back under the same id; the purge (or
// "delete forever") removes the row and only then its image files. Taking a row out of
// the trash is one DELETE … RETURNING, so of two instances (or a restore racing the
// purge) exactly one gets it: images are removed once, and never those of a restored entry.
// The items deleted as one entry (a page's card and body, page-unit.ts) share a unit: taking
// one out takes them all, so they come back, or go for good, together.

import type { Kysely, Transaction } from 'kysely';
import type { ImageKind } from '@agency/shared/contract/media';
import type { Page } from '@agency/shared/contract/paging';
import { TRASH_RETENTION_DAYS, type RestoredEntry, type TrashItem, type TrashResource } from '@agency/shared/contract/entities';
import { CONTENT_RESOURCES, isContentResourceKey, type ContentResourceKey } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { containsText } from '../persistence/paged-select';
import { storedFilesOf, toEntity, type Row } from '../persistence/entity-mapper';
import { claimUniqueSlug, slugify } from '../persistence/slugs';
import { contactFromRow, type ContactRow } from '../persistence/contact-row';
import { isoNow } from '../db/ids';
import { deleteRevisionsOf } from '../revisions/revision-repository';
import type { Database, TrashTable } from '../db/schema';
import { CONTACT_TRASH_RESOURCE, putContactBack } from './trashed-contacts';

// Content tables are chosen at run time, which Kysely's typed schema cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Transaction<any>;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashedEntry {
  resource: ContentResourceKey;
  row: Row;
  deletedBy: string;
}

/**
 * Moves entries (already read inside `trx`) out of their table and into the trash, with their old
 * slugs. Entries given a `unitId` are one entry (a page's halves): restored and purged together.
 */
export const moveToTrash = async (
  trx: Transaction<Database>,
  entries: TrashedEntry[],
  { now = new Date(), unitId = null }: { now?: Date; unitId?: string | null } = {},
): Promise<void> => {
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
      unit_id: unitId,
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
  resource: row.resource as TrashResource,
  label: row.label,
  deletedBy: row.deleted_by,
  deletedAt: row.deleted_at,
  purgeAfter: row.purge_after,
});

/** One page of the trash, most recently deleted first; `q` finds words of the title. A page's halves show as one item, its card. */
export const listTrash = async (
  db: Kysely<Database>,
  { page, limit, q, contacts }: { page: number; limit: number; q: string; contacts: boolean },
): Promise<Page<TrashItem>> => {
  const matching = db
    .selectFrom('trash')
    .where((eb) => eb.or([eb('unit_id', 'is', null), eb('unit_id', '=', eb.ref('_id'))]))
    // Contact messages are shown only to the roles that read the inbox.
    .$if(!contacts, (qb) => qb.where('resource', '!=', CONTACT_TRASH_RESOURCE))
    .$if(q !== '', (qb) => qb.where(containsText('label', q)));
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

/**
 * Takes one item out of the trash, with the other items of its unit (the asked one first): only
 * the caller whose DELETE returned the rows owns them.
 */
const takeFromTrash = async (db: Kysely<Database> | Transaction<Database>, id: string): Promise<TrashTable[]> => {
  const asked = await db.selectFrom('trash').select('unit_id').where('_id', '=', id).executeTakeFirst();
  const unit = asked?.unit_id;
  const taken = await db
    .deleteFrom('trash')
    .$if(typeof unit === 'string', (qb) => qb.where('unit_id', '=', unit!))
    .$if(typeof unit !== 'string', (qb) => qb.where('_id', '=', id))
    .returningAll()
    .execute();
  return taken.sort((a, b) => Number(b._id === id) - Number(a._id === id));
};

type Restoring = { item: TrashTable; row: Row };

const wantedSlug = ({ item, row }: Restoring): string | undefined => {
  const from = CONTENT_RESOURCES[item.resource as ContentResourceKey].slugFrom;
  if (!from) return undefined;
  return typeof row.slug === 'string' && row.slug ? row.slug : slugify(String(row[from] ?? ''));
};

const claimOf = ({ item }: Restoring) => ({
  resource: item.resource,
  table: CONTENT_STORAGE[item.resource as ContentResourceKey].table,
  entityId: item._id,
});

/**
 * Gives each restored row its slug: rows that shared one (a page's halves) get it back together,
 * or together the next one free in each of their tables, so the page stays whole.
 */
const claimRestoredSlugs = async (trx: Transaction<Database>, items: Restoring[]): Promise<void> => {
  const sharing = new Map<string, Restoring[]>();
  for (const each of items) {
    const wanted = wantedSlug(each);
    if (wanted !== undefined) sharing.set(wanted, [...(sharing.get(wanted) ?? []), each]);
  }
  for (const [wanted, [first, ...others]] of sharing) {
    const slug = await claimUniqueSlug(trx, { ...claimOf(first), base: wanted }, others.map(claimOf));
    for (const each of [first, ...others]) each.row.slug = slug;
  }
};

/** Puts a row back under its id and slug, with its old slugs as redirects. */
const putBack = async (trx: Transaction<Database>, item: TrashTable, row: Row): Promise<void> => {
  const storage = CONTENT_STORAGE[item.resource as ContentResourceKey];
  await (trx as AnyTrx).insertInto(storage.table).values(row).execute();
  const oldSlugs = (JSON.parse(item.old_slugs) as string[]).filter((slug) => slug !== row.slug);
  for (const slug of oldSlugs)
    await trx
      .insertInto('slug_history')
      .values({ resource: item.resource, slug, entity_id: item._id, createdAt: isoNow() })
      .onConflict((conflict) => conflict.columns(['resource', 'slug']).doNothing())
      .execute();
};

/** Told the rows a restore put back, inside its transaction (the IndexNow queue). */
export type OnRestored = (trx: Transaction<Database>, restored: Array<{ resource: ContentResourceKey; row: Row }>) => Promise<void>;

/**
 * Puts a trashed entry back under its id (a page's card and body together, under their one slug);
 * a slug taken meanwhile is replaced by the next one free for every half. Answers the asked entry.
 */
export const restoreFromTrash = async (db: Kysely<Database>, id: string, onRestored: OnRestored): Promise<RestoredEntry | undefined> =>
  db.transaction().execute(async (trx) => {
    const taken = await takeFromTrash(trx, id);
    if (taken.length === 1 && taken[0].resource === CONTACT_TRASH_RESOURCE) {
      const row = await putContactBack(trx, taken[0]);
      return { resource: CONTACT_TRASH_RESOURCE, entry: { ...contactFromRow(row as unknown as ContactRow) }, slugChanged: false };
    }
    const items = taken
      .filter((item) => isContentResourceKey(item.resource))
      .map((item) => ({ item, row: JSON.parse(item.row_json) as Row }));
    if (items.length === 0 || items[0].item._id !== id) return undefined;
    await claimRestoredSlugs(trx, items);
    for (const { item, row } of items) await putBack(trx, item, row);
    // A published entry is live again, at the slug it got back.
    await onRestored(
      trx,
      items.map(({ item, row }) => ({ resource: item.resource as ContentResourceKey, row })),
    );
    const [{ item, row }] = items;
    const resource = CONTENT_RESOURCES[item.resource as ContentResourceKey];
    const entry = toEntity(resource, CONTENT_STORAGE[resource.key], row);
    return { resource: resource.key, entry, slugChanged: resource.slugFrom !== undefined && row.slug !== JSON.parse(item.row_json).slug };
  });

/** What a trash item is (a content resource key or CONTACT_TRASH_RESOURCE), undefined when there is no such item. */
export const trashItemResource = async (db: Kysely<Database>, id: string): Promise<string | undefined> =>
  (await db.selectFrom('trash').select('resource').where('_id', '=', id).executeTakeFirst())?.resource;

export type RemoveImages = (kind: ImageKind, names: string[]) => Promise<void>;

/** Removes one item (with the rest of its unit) and its history for good, then its image files (those only its history
 *  named go with the orphan sweep). False when another caller took it first. */
export const purgeFromTrash = async (db: Kysely<Database>, id: string, removeImages: RemoveImages): Promise<boolean> => {
  const items = await db.transaction().execute(async (trx) => {
    const taken = await takeFromTrash(trx, id);
    for (const item of taken) await deleteRevisionsOf(trx, item._id);
    return taken;
  });
  if (items.length === 0) return false;
  for (const item of items) {
    const resource = isContentResourceKey(item.resource) ? CONTENT_RESOURCES[item.resource] : undefined;
    const names = resource ? storedFilesOf(resource, JSON.parse(item.row_json) as Row) : [];
    if (resource?.imageKind && names.length > 0) await removeImages(resource.imageKind, names);
  }
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
