// Whether a path is a page visitors can open now: a fixed public page (the shell's route table)
// or a published post's or service's page. Redirecting one hides it, so staff confirm first.

import type { Kysely } from 'kysely';
import { PUBLIC_ROUTES } from '@agency/shared/contract';
import type { Database } from '../db/schema';
import { normalPath } from './redirect-rule';

const FIXED_PAGES = new Set(PUBLIC_ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path));
const ENTRY_PAGES = [
  { base: '/blog/', table: 'blogs' },
  { base: '/services/', table: 'services' },
] as const;

export const isLivePage = async (db: Kysely<Database>, from: string): Promise<boolean> => {
  const path = normalPath(from.split('?', 1)[0]);
  if (FIXED_PAGES.has(path)) return true;
  for (const page of ENTRY_PAGES) {
    if (!path.startsWith(page.base)) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(path.slice(page.base.length));
    } catch {
      return false;
    }
    const row = await db
      .selectFrom(page.table as 'blogs')
      .select('_id')
      .where('slug', '=', slug)
      .where('state', '=', 'published')
      .executeTakeFirst();
    return row !== undefined;
  }
  return false;
};
