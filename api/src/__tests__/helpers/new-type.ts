// The content type the "add a type" done-when test adds (a `note`): its declaration and its
// migration, written as a new type's two files would be.

import type { Migration } from 'kysely';
// The parts' own file: the declaration list itself is what the test extends.
import { defineContentType, picture, publication } from '@agency/shared/contract/content-types/parts';
import { createContentTable } from '../../db/migrations/helpers/content-table-v2';

/** content-types/note.ts */
export const NOTE = defineContentType({
  key: 'note',
  path: 'notes',
  tag: 'Note',
  table: 'notes',
  newestFirst: false,
  labelField: 'title',
  fields: {
    title: { label: 'Title', column: 'text', rule: 'requiredText', input: 'text' },
    description: { label: 'Description', column: 'text', rule: 'richText', input: 'rich' },
  },
  picture: picture('single', 'noteimg'),
  publication,
  admin: {
    sidebar: 55,
    label: 'Notes',
    remote: 'mf_admin_content',
    list: '/note-list',
    add: '/add-note',
    edit: '/edit-note',
    addLabel: 'Add Note',
    backLabel: 'All Notes',
  },
  messages: {
    created: 'Note created successfully!',
    createFailed: 'Error creating note. Please try again.',
    updated: 'Note updated successfully!',
    updateFailed: 'Failed to update the note',
    deleteFailed: 'Failed to delete the note',
    loadFailed: 'Error fetching data. Please try again.',
    loadOneFailed: 'Error fetching data. Please try again.',
  },
});

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
