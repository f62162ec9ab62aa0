// Public slugs, unique per resource, never handing out a slug that an older link
// still points at (slug_history).

import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The slug rules live in the shared contract: the SEO fields' validation and the admin's preview use them too.
export { SLUG_PATTERN, slugify } from '@agency/shared/contract/slug';

export interface SlugClaim {
  /** Resource key, as stored in slug_history. */
  resource: string;
  table: keyof Database;
  base: string;
  /** The entity that will own the slug (its own old slugs may come back to it). */
  entityId: string;
}

const suffixed = (base: string, n: number): string => (n === 1 ? base : `${base}-${n}`);

// The table is chosen at run time (claim.table), which Kysely's typed schema cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (trx: Transaction<Database>) => trx as Transaction<any>;

/**
 * Claims exactly `claim.base` (a slug staff chose): false when another entry uses it or an
 * old link of another entry remembers it. Run inside the write transaction.
 */
export const claimExactSlug = async (trx: Transaction<Database>, claim: SlugClaim): Promise<boolean> => {
  const db = anyDb(trx);
  const owner: { _id: string } | undefined = await db
    .selectFrom(claim.table)
    .select('_id')
    .where('slug', '=', claim.base)
    .where('_id', '!=', claim.entityId)
    .executeTakeFirst();
  const remembered: { entity_id: string } | undefined = await db
    .selectFrom('slug_history')
    .select('entity_id')
    .where('resource', '=', claim.resource)
    .where('slug', '=', claim.base)
    .executeTakeFirst();
  if (owner || (remembered && remembered.entity_id !== claim.entityId)) return false;
  // The entry takes back one of its own old slugs: that link no longer needs a redirect.
  if (remembered) await db.deleteFrom('slug_history').where('resource', '=', claim.resource).where('slug', '=', claim.base).execute();
  return true;
};

/** The slugs near `base` that `claim`'s table uses or its old links remember for another entry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const takenNear = async (db: Transaction<any>, claim: Omit<SlugClaim, 'base'>, base: string): Promise<string[]> => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const similar = (column: string) => (eb: any) => eb.or([eb(column, '=', base), eb(column, 'like', `${base}-%`)]);
  const current: Array<{ slug: string; _id: string }> = await db
    .selectFrom(claim.table)
    .select(['slug', '_id'])
    .where(similar('slug'))
    .execute();
  const remembered: Array<{ slug: string; entity_id: string }> = await db
    .selectFrom('slug_history')
    .select(['slug', 'entity_id'])
    .where('resource', '=', claim.resource)
    .where(similar('slug'))
    .execute();
  return [
    ...current.filter((row) => row._id !== claim.entityId).map((row) => row.slug),
    ...remembered.filter((row) => row.entity_id !== claim.entityId).map((row) => row.slug),
  ];
};

/**
 * The first free slug of `base`, `base-2`, `base-3`, … that neither another entry
 * uses nor an old link of another entry remembers, in the claim's table and in those of
 * `alongside` (a page's two halves keep one slug). Run inside the write transaction.
 */
export const claimUniqueSlug = async (
  trx: Transaction<Database>,
  claim: SlugClaim,
  alongside: ReadonlyArray<Omit<SlugClaim, 'base'>> = [],
): Promise<string> => {
  const db = anyDb(trx);
  const claims = [claim, ...alongside];
  const taken = new Set<string>();
  for (const each of claims) for (const slug of await takenNear(db, each, claim.base)) taken.add(slug);
  let n = 1;
  while (taken.has(suffixed(claim.base, n))) n += 1;
  const slug = suffixed(claim.base, n);
  // The entry takes back one of its own old slugs: that link no longer needs a redirect.
  for (const each of claims) await db.deleteFrom('slug_history').where('resource', '=', each.resource).where('slug', '=', slug).execute();
  return slug;
};
