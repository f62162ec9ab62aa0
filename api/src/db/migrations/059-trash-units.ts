// A post's or service's card and body go to the trash together and come back together: the
// trash items deleted as one entry share a unit (the card's id). Items from before, and
// entries that stand alone, have none.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('trash').addColumn('unit_id', 'text').execute();
  await db.schema.createIndex('trash_unit_idx').on('trash').column('unit_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('trash_unit_idx').ifExists().execute();
  await db.schema.alterTable('trash').dropColumn('unit_id').execute();
}
