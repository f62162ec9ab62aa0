// The old addresses of renamed posts and services: their pages answer a 301 to the current slug,
// so a link naming one costs a hop. The audit reports such links with the address to use instead.

import type { Kysely } from 'kysely';
import { blogPath, servicePath } from '@agency/shared/contract';
import type { LinkRedirect } from '@agency/shared/contract/seo';
import type { Database } from '../db/schema';

// The two tables are chosen in a loop; the typed schema cannot follow that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const SECTIONS = [
  { resource: 'blog', table: 'blogs', pathOf: blogPath },
  { resource: 'service', table: 'services', pathOf: servicePath },
] as const;

/** Old path -> the 301 to the published entry's current path. */
export const oldSlugRedirects = async (db: Kysely<Database>): Promise<Map<string, LinkRedirect>> => {
  const redirects = new Map<string, LinkRedirect>();
  for (const section of SECTIONS) {
    const rows: Array<{ old: string; current: string }> = await (db as AnyDb)
      .selectFrom('slug_history as h')
      .innerJoin(`${section.table} as e`, 'e._id', 'h.entity_id')
      .select(['h.slug as old', 'e.slug as current'])
      .where('h.resource', '=', section.resource)
      .where('e.state', '=', 'published')
      .execute();
    for (const row of rows) redirects.set(section.pathOf(row.old), { status: 301, location: section.pathOf(row.current) });
  }
  return redirects;
};
