// The images entries store in their own folders (covers, cards, gallery pictures, social
// images, pages' social images), listed beside the library's own uploads: one library of
// every stored image, so that an editor can reuse any of them in another entry.

import type { Kysely } from 'kysely';
import type { MediaItem } from '@agency/shared/contract/entities';
import type { ImageKind } from '@agency/shared/contract/media';
import { apiMessages } from '@agency/shared/contract/messages';
import { SEO_PAGE_KEYS, SEO_PAGES } from '@agency/shared/contract/page-heads';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { hasSeoFields } from '@agency/shared/contract/content-model';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { imageAltsOf, imageNamesOf, type Row } from '../persistence/entity-mapper';
import { SOCIAL_IMAGE, socialImageFile } from '../persistence/stored-social-image';
import type { Database } from '../db/schema';

/** The id of an entry's image in the list: its folder and file, never an ObjectId (the library's own routes answer 404). */
export const entryImageId = (kind: ImageKind, file: string): string => `${kind}:${file}`;

const item = (kind: ImageKind, file: string, alt: string, row: Row, use: MediaItem['usedBy'][number]): MediaItem => ({
  _id: entryImageId(kind, file),
  file,
  alt,
  name: file,
  size: 0,
  createdAt: String(row.createdAt ?? row.updatedAt ?? ''),
  updatedAt: String(row.updatedAt ?? row.createdAt ?? ''),
  usedBy: [use],
  kind,
});

/** Every image the current entries and pages store in their own folders, newest entry first. */
export const entryImages = async (db: Kysely<Database>): Promise<MediaItem[]> => {
  const found: MediaItem[] = [];
  for (const key of CONTENT_RESOURCE_KEYS) {
    const resource = CONTENT_RESOURCES[key];
    const kind = resource.imageKind;
    if (!kind) continue;
    const storage = CONTENT_STORAGE[key];
    const columns = [
      ...(resource.images === 'single' ? ['image', 'imageAlt'] : resource.images === 'many' ? ['images', 'imageAlts'] : []),
      ...(hasSeoFields(key) ? [SOCIAL_IMAGE] : []),
    ];
    if (columns.length === 0) continue;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rows: Row[] = await (db as Kysely<any>)
      .selectFrom(storage.table)
      .select(['_id', 'createdAt', 'updatedAt', storage.labelField, ...columns])
      .execute();
    for (const row of rows) {
      const label = String(row[storage.labelField] ?? '');
      const use = { resource: key, _id: String(row._id), label };
      const names = imageNamesOf(resource, row);
      const alts = resource.images === 'many' ? imageAltsOf(row, names.length) : [String(row.imageAlt ?? '')];
      names.forEach((file, index) => found.push(item(kind, file, alts[index] ?? '', row, use)));
      for (const file of socialImageFile(row)) found.push(item(kind, file, '', row, { ...use, label: apiMessages.socialImageOf(label) }));
    }
  }
  const pages = await db.selectFrom('page_seo').selectAll().execute();
  for (const page of SEO_PAGE_KEYS) {
    const row = pages.find((candidate) => candidate.path === SEO_PAGES[page].path) as Row | undefined;
    for (const file of row ? socialImageFile(row) : [])
      found.push(item('page', file, '', row!, { page, label: apiMessages.pageSocialImage(SEO_PAGES[page].path) }));
  }
  return found;
};

/** Those whose alt text, file or entry name contains `search` (already lower case or empty). */
export const matchingEntryImages = (items: MediaItem[], search: string): MediaItem[] => {
  const words = search.toLowerCase();
  if (!words) return items;
  return items.filter((entry) =>
    [entry.alt, entry.file, ...entry.usedBy.map((use) => use.label)].some((text) => text.toLowerCase().includes(words)),
  );
};
