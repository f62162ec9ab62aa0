// Building the demo rows of every content table from the copy in ./data, with
// the same conversions, sanitizing and slugs as entries created through the API.

import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { toColumn, type Row } from '../persistence/entity-mapper';
import { sanitizeRichHtml } from '../content/sanitize-rich-html';
import { slugify } from '../persistence/slugs';
import { newObjectId } from '../db/ids';

export interface SeedEntry {
  /** The entry's field values (the copy objects of ./data). */
  values: object;
  image?: string | null;
  images?: string[];
  /** The alt texts of `images`, in their order (issue 19). */
  imageAlts?: string[];
  createdAt: string;
}

/** One table's rows; slugs stay unique within the seed with -2, -3 suffixes. */
export const buildRows = (key: ContentResourceKey, entries: SeedEntry[]): Row[] => {
  const resource = CONTENT_RESOURCES[key];
  const storage = CONTENT_STORAGE[key];
  const slugs = new Set<string>();
  return entries.map((entry) => {
    const values = entry.values as Record<string, unknown>;
    const row: Row = { _id: newObjectId(new Date(entry.createdAt)) };
    for (const [field, kind] of Object.entries(storage.fields)) {
      const value = values[field];
      row[field] = toColumn(kind, resource.richFields.includes(field) ? sanitizeRichHtml(String(value ?? '')) : value);
    }
    // The demo content is live from the start (issue 19).
    if (storage.publishable) Object.assign(row, { state: 'published', publishAt: null });
    if (resource.slugFrom) {
      const base = slugify(String(values[resource.slugFrom] ?? ''));
      let slug = base;
      for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
      slugs.add(slug);
      row.slug = slug;
    }
    if (resource.images === 'single') row.image = entry.image || (storage.imageOptional ? null : '');
    if (resource.images === 'many') {
      row.images = JSON.stringify(entry.images ?? []);
      row.imageAlts = JSON.stringify(entry.imageAlts ?? []);
    }
    row.createdAt = entry.createdAt;
    row.updatedAt = entry.createdAt;
    return row;
  });
};
