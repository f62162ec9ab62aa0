// A post's (or service's) card and body are one entry, so they have one publication state: a
// state or schedule written to either half through its own routes (product §7) is written to the
// other half in the same transaction. Neither half can then be live while the other is a draft,
// and a scheduled post goes live whole at its one `publishAt`.

import type { Transaction } from 'kysely';
import type { ContentResourceKey } from '@agency/shared/contract/resources';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import type { Row } from '../persistence/entity-mapper';
import { otherHalfRow } from '../trash/page-unit';

const PUBLICATION_COLUMNS = ['state', 'publishAt'] as const;

/** True when `changes` writes the publication state or schedule of a publishable entry. */
export const writesPublication = (changes: Row): boolean => PUBLICATION_COLUMNS.some((column) => Object.hasOwn(changes, column));

/**
 * Gives the other half of `row`'s page (found by `row`'s slug, as the page finds it) the
 * publication of `after`. The other half's version (`updatedAt`) is left as it is: the same
 * state the editor sends with that half next is then no conflict.
 */
export const shareOnePublication = async (
  trx: Transaction<Database>,
  engine: Engine,
  resource: ContentResourceKey,
  row: Row,
  after: Row,
): Promise<void> => {
  const other = await otherHalfRow(trx, engine, resource, row);
  if (!other) return;
  const changes = Object.fromEntries(
    PUBLICATION_COLUMNS.filter((column) => (other.row[column] ?? null) !== (after[column] ?? null)).map((column) => [
      column,
      after[column] ?? null,
    ]),
  );
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable(CONTENT_STORAGE[other.resource].table).set(changes).where('_id', '=', String(other.row._id)).execute();
};
