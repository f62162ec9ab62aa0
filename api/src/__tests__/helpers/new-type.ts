// The content type the "add a type" done-when test adds (a `note`): its declaration and its
// migration, written as a new type's two files would be.

import type { Migration } from 'kysely';
import { createContentTable } from '../../db/migrations/helpers/content-table-v2';

/** content-types/note.ts: declared once for the API's and the admin's tests. */
export { NOTE } from '@agency/shared/contract/__tests__/note-type';

/** migrations/06x-notes.ts */
export const NOTE_MIGRATION: Migration = {
  up: (db) =>
    createContentTable(db, {
      table: 'notes',
      columns: (t) =>
        t.addColumn('title', 'text', (c) => c.notNull().defaultTo('')).addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
      labelColumn: 'title',
      images: 'single',
      publishable: true,
    }),
};
