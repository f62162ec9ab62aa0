// A post's (or service's) public page is two records, its card and its body, found by one
// slug the way the page finds them (content/detail-page.ts). A delete of either half takes
// the other with it, so the two go to the trash, come back and go for good as one entry.

import type { Transaction } from 'kysely';
import { isPageCard, otherHalfOf, type ContentResourceKey } from '@agency/shared/contract/resources';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import type { Row } from '../persistence/entity-mapper';
import type { Engine } from '../db/connect';
import { forUpdate } from '../db/row-lock';
import type { Database } from '../db/schema';

// Content tables are chosen at run time, which Kysely's typed schema cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Transaction<any>;

export interface PageHalf {
  resource: ContentResourceKey;
  row: Row;
}

const lockedRow = (trx: AnyTrx, engine: Engine, key: ContentResourceKey, column: '_id' | 'slug', value: string) =>
  forUpdate(trx.selectFrom(CONTENT_STORAGE[key].table).selectAll().where(column, '=', value), engine).executeTakeFirst() as Promise<
    Row | undefined
  >;

/**
 * The other half of the page `row` belongs to, locked inside the delete's transaction, or
 * undefined. A card's body is the one at its slug, else the body renamed away from it (the
 * page still shows that one) unless another card sits at the body's new slug.
 */
export const otherHalfRow = async (
  trx: Transaction<Database>,
  engine: Engine,
  resource: ContentResourceKey,
  row: Row,
): Promise<PageHalf | undefined> => {
  const other = otherHalfOf(resource);
  const slug = typeof row.slug === 'string' ? row.slug : '';
  if (!other || !slug) return undefined;
  const db = trx as AnyTrx;
  const atSlug = await lockedRow(db, engine, other, 'slug', slug);
  if (atSlug) return { resource: other, row: atSlug };
  if (!isPageCard(resource)) return undefined;
  const moved: { entity_id: string } | undefined = await db
    .selectFrom('slug_history')
    .select('entity_id')
    .where('resource', '=', other)
    .where('slug', '=', slug)
    .executeTakeFirst();
  const body = moved && (await lockedRow(db, engine, other, '_id', moved.entity_id));
  if (!body) return undefined;
  const ownCard = await db
    .selectFrom(CONTENT_STORAGE[resource].table)
    .select('_id')
    .where('slug', '=', String(body.slug))
    .executeTakeFirst();
  return ownCard ? undefined : { resource: other, row: body };
};
