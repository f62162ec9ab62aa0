// Public slugs: lower-case ASCII words joined by dashes, unique per resource,
// never handing out a slug that an older link still points at (slug_history).

import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;
const FALLBACK_SLUG = 'untitled';

/** Letters NFKD does not decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ð: 'd', Ð: 'd',
  ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ı: 'i', '&': ' and ',
};

export const slugify = (text: string): string => {
  const ascii = text
    .replace(/[ßæÆœŒøØđĐðÐłŁþÞı&]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!ascii) return FALLBACK_SLUG;
  if (ascii.length <= MAX_SLUG_LENGTH) return ascii;
  const cut = ascii.slice(0, MAX_SLUG_LENGTH);
  // Cut at a word boundary when there is one.
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
};

export interface SlugClaim {
  /** Resource key, as stored in slug_history. */
  resource: string;
  table: keyof Database;
  base: string;
  /** The entity that will own the slug (its own old slugs may come back to it). */
  entityId: string;
}

const suffixed = (base: string, n: number): string => (n === 1 ? base : `${base}-${n}`);

/**
 * The first free slug of `base`, `base-2`, `base-3`, … that neither another entry
 * uses nor an old link of another entry remembers. Run inside the write transaction.
 */
export const claimUniqueSlug = async (trx: Transaction<Database>, claim: SlugClaim): Promise<string> => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = trx as Transaction<any>;
  const similar = (column: string) => (eb: any) =>
    eb.or([eb(column, '=', claim.base), eb(column, 'like', `${claim.base}-%`)]);
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
  const taken = new Set([
    ...current.filter((row) => row._id !== claim.entityId).map((row) => row.slug),
    ...remembered.filter((row) => row.entity_id !== claim.entityId).map((row) => row.slug),
  ]);
  let n = 1;
  while (taken.has(suffixed(claim.base, n))) n += 1;
  const slug = suffixed(claim.base, n);
  // The entry takes back one of its own old slugs: that link no longer needs a redirect.
  await db.deleteFrom('slug_history').where('resource', '=', claim.resource).where('slug', '=', slug).execute();
  return slug;
};
