// Passing a library image's new alt text on to the entries whose rich text shows it
// (staff choose to, when they edit it in the library): each <img> of that file gets
// the new words; the entry's version changes, so an editor open on it is told.

import type { Kysely } from 'kysely';
import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { isoNow } from '../db/ids';
import type { Database } from '../db/schema';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const IMG_TAG = /<img\b[^>]*>/gi;

/** `html` with the alt text of every <img> showing `file` set to `alt`. */
export const withAltFor = (html: string, file: string, alt: string): string => {
  const address = `/${IMAGE_FOLDERS.media}/${file}`;
  return html.replace(IMG_TAG, (tag) => {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (!src.endsWith(address)) return tag;
    const attribute = `alt="${escapeAttribute(alt)}"`;
    return /\salt="[^"]*"/i.test(tag) ? tag.replace(/(\s)alt="[^"]*"/i, `$1${attribute}`) : tag.replace(/^<img\b/i, `<img ${attribute}`);
  });
};

/** Sets the alt text of `file` in every current entry's rich text; returns how many entries changed. */
export const updateAltInEntries = async (db: Kysely<Database>, file: string, alt: string): Promise<number> => {
  let changed = 0;
  const pattern = `%/${IMAGE_FOLDERS.media}/${file}%`;
  for (const key of CONTENT_RESOURCE_KEYS) {
    const fields = CONTENT_RESOURCES[key].richFields;
    const { table } = CONTENT_STORAGE[key];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const any = db as Kysely<any>;
    const rows: Array<Record<string, unknown>> = await any
      .selectFrom(table)
      .select(['_id', ...fields])
      .where((eb) => eb.or(fields.map((field) => eb(field, 'like', pattern))))
      .execute();
    for (const row of rows) {
      const values = Object.fromEntries(fields.map((field) => [field, withAltFor(String(row[field] ?? ''), file, alt)]));
      if (fields.every((field) => values[field] === String(row[field] ?? ''))) continue;
      await any
        .updateTable(table)
        .set({ ...values, updatedAt: isoNow() })
        .where('_id', '=', row._id)
        .execute();
      changed += 1;
    }
  }
  return changed;
};
