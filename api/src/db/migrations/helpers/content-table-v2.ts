// Frozen copy, never edited once a migration uses it: a later change is a new helper file (-v3).
// A new content type's table as content-table-v1.ts builds it, plus the index on `updatedAt` the
// older content tables got from migration 106 (the dashboard's last changes).

import type { Kysely } from 'kysely';
import { createContentTable as createContentTableV1, type ContentTableSpec } from './content-table-v1';

export { dropContentTable, type ContentTableSpec } from './content-table-v1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Creates a content table, its indexes, its list_stats row and the triggers that keep that row. */
export const createContentTable = async (db: AnyDb, spec: ContentTableSpec): Promise<void> => {
  await createContentTableV1(db, spec);
  await db.schema.createIndex(`${spec.table}_updated_idx`).on(spec.table).columns(['updatedAt', '_id']).execute();
};
