// Where a media library image is used, by its address (`/mediaimg/<file>`): in an entry's
// rich text or social image, in an entry in the trash or in an earlier revision (a restore
// would bring the picture back), and in a page's own SEO (its social image). Deleting the
// file would leave each of them a broken picture.

import type { Kysely } from 'kysely';
import type { MediaUse } from '@agency/shared/contract/entities';
import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { SEO_PAGE_KEYS, SEO_PAGES } from '@agency/shared/contract/page-heads';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES, isContentResourceKey, type ContentResourceKey } from '@agency/shared/contract/resources';
import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { hasSeoFields } from '@agency/shared/contract/content-model';
import { SOCIAL_IMAGE } from '../persistence/stored-social-image';
import { trashedRows } from '../trash/trash-repository';
import type { Database } from '../db/schema';

const ADDRESS = new RegExp(`/${IMAGE_FOLDERS.media}/([0-9a-f]{24}\\.webp)`, 'g');

const filesIn = (texts: unknown[]): Set<string> =>
  new Set(texts.flatMap((text) => [...String(text ?? '').matchAll(ADDRESS)].map((match) => match[1])));

const addUse = (usage: Map<string, MediaUse[]>, file: string, use: MediaUse) => {
  const uses = usage.get(file) ?? [];
  // One line per place: an entry's many revisions, or its text and its social image, are not listed twice.
  if (!uses.some((known) => JSON.stringify(known) === JSON.stringify(use))) uses.push(use);
  usage.set(file, uses);
};

type Labels = { text: (label: string) => string; socialImage: (label: string) => string };

const CURRENT: Labels = { text: (label) => label, socialImage: apiMessages.socialImageOf };
const TRASHED: Labels = { text: apiMessages.inTrash, socialImage: (label) => apiMessages.inTrash(apiMessages.socialImageOf(label)) };
const REVISION: Labels = { text: apiMessages.inRevision, socialImage: apiMessages.inRevision };

const addEntryUses = (usage: Map<string, MediaUse[]>, resource: ContentResourceKey, row: Record<string, unknown>, labels: Labels) => {
  const label = String(row[CONTENT_STORAGE[resource].labelField] ?? '');
  const placeOf = (text: string): MediaUse => ({ resource, _id: String(row._id), label: text });
  for (const file of filesIn(CONTENT_RESOURCES[resource].richFields.map((field) => row[field])))
    addUse(usage, file, placeOf(labels.text(label)));
  if (hasSeoFields(resource)) for (const file of filesIn([row[SOCIAL_IMAGE]])) addUse(usage, file, placeOf(labels.socialImage(label)));
};

/** Library file name -> the places that show it. */
export const mediaUsage = async (db: Kysely<Database>): Promise<Map<string, MediaUse[]>> => {
  const usage = new Map<string, MediaUse[]>();
  for (const key of CONTENT_RESOURCE_KEYS) {
    const storage = CONTENT_STORAGE[key];
    const columns = [...CONTENT_RESOURCES[key].richFields, ...(hasSeoFields(key) ? [SOCIAL_IMAGE] : [])];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rows: Array<Record<string, unknown>> = await (db as Kysely<any>)
      .selectFrom(storage.table)
      .select(['_id', storage.labelField, ...columns])
      .execute();
    for (const row of rows) addEntryUses(usage, key, row, CURRENT);
  }
  for (const { resource, row } of await trashedRows(db)) addEntryUses(usage, resource, row, TRASHED);
  const revisions = await db
    .selectFrom('revisions')
    .select(['entity_id', 'resource', 'snapshot'])
    .orderBy('entity_id')
    .orderBy('number', 'desc')
    .execute();
  revisions.forEach(({ entity_id, resource, snapshot }, index) => {
    // Each entry's newest revision is the version it has (or had, in the trash): counted above.
    if (index === 0 || revisions[index - 1].entity_id !== entity_id) return;
    if (isContentResourceKey(resource)) addEntryUses(usage, resource, JSON.parse(snapshot) as Record<string, unknown>, REVISION);
  });
  const pages = await db.selectFrom('page_seo').select(['path', 'socialImage']).execute();
  for (const page of SEO_PAGE_KEYS) {
    const row = pages.find((candidate) => candidate.path === SEO_PAGES[page].path);
    for (const file of filesIn([row?.socialImage])) addUse(usage, file, { page, label: apiMessages.pageSocialImage(SEO_PAGES[page].path) });
  }
  return usage;
};
