// Which slug an entry gets on a write: the one staff chose (exactly, or a clear 400 when
// another entry has it), else the one its heading gives, as before the SEO fields. An update
// that moves the slug leaves the old one in slug_history, which answers it with a 301.

import type { Transaction } from 'kysely';
import { seoFieldMessages } from '@agency/shared/contract/messages';
import { followsHeading } from '@agency/shared/contract/seo';
import type { ContentResource } from '@agency/shared/contract/resources';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/ids';
import { invalidFields } from '../http/reply-error';
import type { Row } from '../persistence/entity-mapper';
import { claimExactSlug, claimUniqueSlug, slugify, type SlugClaim } from '../persistence/slugs';

export interface SlugWrite {
  resource: ContentResource;
  table: SlugClaim['table'];
  entityId: string;
  /** The written values (the heading or title among them). */
  values: Record<string, unknown>;
  /** The slug field as sent: a slug, '' (follow the heading again) or undefined (not sent). */
  requested?: string;
}

const slugTaken = () => invalidFields({ slug: seoFieldMessages.validation.slugTaken });

/**
 * A content table's only unique column besides its id is the slug: a write that still hit it
 * lost a race for the same slug to another write (PostgreSQL reads committed rows), a 400.
 */
export const asSlugRefusal = (error: unknown): never => {
  throw isUniqueViolation(error) ? slugTaken() : error;
};

/** The slug to store, or undefined when the entry keeps its own. `current` is the stored row on update. */
export const nextSlug = async (trx: Transaction<Database>, write: SlugWrite, current?: Row): Promise<string | undefined> => {
  const slugFrom = write.resource.slugFrom;
  if (!slugFrom) return undefined;
  const claim = { resource: write.resource.key, table: write.table, entityId: write.entityId };
  const stored = typeof current?.slug === 'string' ? current.slug : undefined;
  if (write.requested) {
    if (write.requested === stored) return undefined;
    if (!(await claimExactSlug(trx, { ...claim, base: write.requested }))) throw slugTaken();
    return write.requested;
  }
  // An update that leaves the heading out keeps the stored one.
  const heading = slugFrom in write.values ? write.values[slugFrom] : current?.[slugFrom];
  const base = slugify(String(heading ?? ''));
  if (current && stored !== undefined) {
    const headingChanged = base !== slugify(String(current[slugFrom] ?? ''));
    const backToHeading = write.requested === '' && !followsHeading(stored, base);
    if (!headingChanged && !backToHeading) return undefined;
  }
  return claimUniqueSlug(trx, { ...claim, base });
};

/** Remembers the slug an entry leaves, so its old links answer 301 to the new one. */
export const rememberOldSlug = async (trx: Transaction<Database>, resource: ContentResource, slug: string, entityId: string) => {
  await trx
    .insertInto('slug_history')
    .values({ resource: resource.key, slug, entity_id: entityId, createdAt: isoNow() })
    .onConflict((conflict) => conflict.columns(['resource', 'slug']).doNothing())
    .execute();
};
