// Every image file name a content record refers to (its social image too; trashed entries and
// revisions included: they can come back), per image kind, every image of the media library and the public pages'
// social images (page SEO): what the orphan
// sweep and the backup must keep.

import type { Kysely } from 'kysely';
import type { ImageKind } from '@agency/shared/contract/media';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import type { Database } from '../db/schema';
import { libraryFiles } from '../media-library/media-repository';
import { pageSocialImages } from '../page-seo/page-seo-store';
import { revisionImages } from '../revisions/revision-repository';
import { trashedRows } from '../trash/trash-repository';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { storedFilesOf, type Row } from '../persistence/entity-mapper';
import { SOCIAL_IMAGE } from '../persistence/stored-social-image';

export type ReferencedImages = Map<ImageKind, Set<string>>;

export const referencedImages = async (db: Kysely<Database>): Promise<ReferencedImages> => {
  const referenced: ReferencedImages = new Map();
  const keep = (kind: ImageKind | undefined, names: Iterable<string>) => {
    if (!kind) return;
    const kept = referenced.get(kind) ?? new Set<string>();
    for (const name of names) kept.add(name);
    referenced.set(kind, kept);
  };
  for (const key of CONTENT_RESOURCE_KEYS) {
    const resource = CONTENT_RESOURCES[key];
    if (!resource.imageKind || resource.images === 'none') continue;
    const storage = CONTENT_STORAGE[key];
    const columns = [resource.images === 'many' ? 'images' : 'image', ...(storage.seo ? [SOCIAL_IMAGE] : [])];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rows: Row[] = await (db as Kysely<any>).selectFrom(storage.table).select(columns).execute();
    keep(
      resource.imageKind,
      rows.flatMap((row) => storedFilesOf(resource, row)),
    );
  }
  for (const { resource: key, row } of await trashedRows(db))
    keep(CONTENT_RESOURCES[key].imageKind, storedFilesOf(CONTENT_RESOURCES[key], row));
  for (const { resource: key, names } of await revisionImages(db))
    if (Object.hasOwn(CONTENT_RESOURCES, key)) keep(CONTENT_RESOURCES[key as ContentResourceKey].imageKind, names);
  referenced.set('media', new Set(await libraryFiles(db)));
  referenced.set('page', new Set(await pageSocialImages(db)));
  return referenced;
};
