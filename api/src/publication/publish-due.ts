// Publishes the scheduled entries whose time has come (issue 19). One UPDATE … RETURNING per
// table takes each due row: with several instances sweeping at once (PostgreSQL), a row another
// instance published meanwhile no longer matches `state = 'scheduled'` when its lock is granted,
// so each entry is published, and reported, by exactly one of them. The update moves the row's
// `updatedAt` and its table's list_stats version (migration 007's trigger), which retires the
// sitemap and feed files, the page bookmarks and the ETags built before it.

import type { Kysely } from 'kysely';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { PUBLISHABLE_RESOURCES, type PublishableResourceKey } from '@agency/shared/contract/publication';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import type { Database } from '../db/schema';

// The tables are chosen at run time; the typed schema cannot follow that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface PublishedEntry {
  resource: PublishableResourceKey;
  _id: string;
  /** Its page's slug (what the IndexNow submission names); null for an entry without a page of its own. */
  slug: string | null;
}

export const publishDueEntries = async (db: Kysely<Database>, now = new Date()): Promise<PublishedEntry[]> => {
  const at = now.toISOString();
  const published: PublishedEntry[] = [];
  for (const key of PUBLISHABLE_RESOURCES) {
    const slugged = CONTENT_RESOURCES[key].slugFrom !== undefined;
    const rows: Array<{ _id: string; slug?: string }> = await (db as AnyDb)
      .updateTable(CONTENT_STORAGE[key].table)
      .set({ state: 'published', publishAt: null, updatedAt: at })
      .where('state', '=', 'scheduled')
      .where('publishAt', '<=', at)
      .returning(slugged ? ['_id', 'slug'] : ['_id'])
      .execute();
    published.push(
      ...rows.map((row) => ({ resource: CONTENT_RESOURCES[key].key as PublishableResourceKey, _id: row._id, slug: row.slug ?? null })),
    );
  }
  return published;
};
