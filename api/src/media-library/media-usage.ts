// Which entries show a media library image: their rich text names its address
// (`/mediaimg/<file>`). Read from every content table's rich fields, and from the
// entries in the trash (a restore would bring the picture back).

import type { Kysely } from 'kysely';
import type { MediaUse } from '@agency/shared/contract/entities';
import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { trashedRows } from '../trash/trash-repository';
import type { Database } from '../db/schema';

const ADDRESS = new RegExp(`/${IMAGE_FOLDERS.media}/([0-9a-f]{24}\\.webp)`, 'g');

const addUses = (usage: Map<string, MediaUse[]>, resource: ContentResourceKey, row: Record<string, unknown>, label: string) => {
  const rich = CONTENT_RESOURCES[resource].richFields;
  const files = new Set(rich.flatMap((field) => [...String(row[field] ?? '').matchAll(ADDRESS)].map((match) => match[1])));
  for (const file of files) {
    const uses = usage.get(file) ?? [];
    uses.push({ resource, _id: String(row._id), label });
    usage.set(file, uses);
  }
};

/** Library file name -> the entries that show it. */
export const mediaUsage = async (db: Kysely<Database>): Promise<Map<string, MediaUse[]>> => {
  const usage = new Map<string, MediaUse[]>();
  for (const key of CONTENT_RESOURCE_KEYS) {
    const storage = CONTENT_STORAGE[key];
    const rich = CONTENT_RESOURCES[key].richFields;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rows: Array<Record<string, unknown>> = await (db as Kysely<any>)
      .selectFrom(storage.table)
      .select(['_id', storage.labelField, ...rich])
      .execute();
    for (const row of rows) addUses(usage, key, row, String(row[storage.labelField] ?? ''));
  }
  for (const { resource, row } of await trashedRows(db))
    addUses(usage, resource, row, apiMessages.inTrash(String(row[CONTENT_STORAGE[resource].labelField] ?? '')));
  return usage;
};
