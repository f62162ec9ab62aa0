// The content type the "add a type" done-when tests add (a `note`), declared as a new type's
// file in content-types/ would be; the API's test migrates and serves it, the admin's renders and
// saves it. Each test adds it to the declaration list as its line in content-types.ts would.

// The parts' own file: the declaration list itself is what the tests extend.
import { defineContentType, picture, publication } from '../content-types/parts';

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
  view: { path: '/notes', page: 'Notes' },
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
