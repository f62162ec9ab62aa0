// A content type declared for this remote needs no admin file here either: the throwaway `note`
// (shared/src/contract/__tests__/note-type.ts), declared for mf_admin_people, gets its list, add
// and edit screens from the admin kit, built from its declaration, under the names the shell routes
// here; what staff save there goes to its API path with the fields it declares.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { adminArea, adminPageRoutes, type ContentResourceKey } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { mockApi, uploadPicture } from '@agency/shared/testing';
import { pages } from '../pages';
import { fakeCollection, fileNamesOf, textFieldsOf } from '../test-support/fake-collection';
import { columnHeaders, pngFile, renderPage, tableRows } from '../test-support/screens';

// The declaration list with the note added as its line in content-types.ts would add it, its admin part moved to this remote.
jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<{ CONTENT_TYPES: object }>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<{ NOTE: { admin: object } }>('@agency/shared/contract/__tests__/note-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: { ...NOTE, admin: { ...NOTE.admin, remote: 'mf_admin_people' } } } };
});

const key = 'note' as ContentResourceKey;
const area = adminArea(key);
const messages = resourceMessages[key];

const note = (n: number) => ({
  _id: `n${n}`,
  title: `Note ${n}`,
  description: `<p>Remember ${n}</p>`,
  image: `note-${n}.webp`,
  imageAlt: '',
  state: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const notes = fakeCollection('notes', [note(1), note(2)]);
mockApi(...notes.handlers);
beforeEach(() => notes.reset());

/** A screen as the shell loads it from this remote, by the name its route gives. */
const screenOf = async (name: string): Promise<ComponentType> => (await pages[name]()).default;

it('exposes its list, add and edit screens under the names the shell routes to this remote', async () => {
  const routed = adminPageRoutes().filter((route) => route.page.startsWith('Note'));
  expect(routed).toEqual([
    { path: '/note-list', page: 'NoteList', remote: 'mf_admin_people' },
    { path: '/add-note', page: 'NoteAdd', remote: 'mf_admin_people' },
    { path: '/edit-note/:id', page: 'NoteEdit', remote: 'mf_admin_people' },
  ]);
  const loaded = await Promise.all(routed.map((route) => screenOf(route.page)));
  expect(loaded.map((page) => page.displayName)).toEqual(['NoteList', 'NoteAdd', 'NoteEdit']);
  // Made once: going back to a screen gives the same component, so it does not remount.
  expect(await screenOf('NoteList')).toBe(loaded[0]);
});

it('lists its entries with the columns its declaration gives', async () => {
  renderPage(await screenOf('NoteList'), area.list);
  expect(await screen.findByRole('heading', { name: 'All Notes' })).toBeInTheDocument();
  await screen.findByText('Note 1');
  expect(columnHeaders()).toEqual(['No.', 'Image', 'Title', 'Description', 'Added', 'State', 'Actions']);
  expect(tableRows()[0].slice(0, 4)).toEqual(['1', '', 'Note 1', 'Remember 1']);
  expect(screen.getByRole('link', { name: 'Add Note' })).toHaveAttribute('href', '/add-note');
});

it('adds an entry with its declared fields and picture to its API path', async () => {
  const user = userEvent.setup();
  const { router } = renderPage(await screenOf('NoteAdd'), area.add!);
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Call the printer');
  await uploadPicture(user, screen.getByLabelText(/^Image/), pngFile('desk.png'));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(notes.writes).toHaveLength(1));
  const sent = notes.lastWrite();
  expect(sent.method).toBe('POST');
  expect(textFieldsOf(sent.body)).toEqual({
    title: 'Call the printer',
    description: '',
    imageAlt: 'Picture desk.png',
    state: 'published',
    publishAt: '',
  });
  expect(fileNamesOf(sent.body, 'image')).toEqual(['desk.png']);
  // A publishable type opens the saved entry's edit screen.
  await waitFor(() => expect(router.state.location.pathname).toBe(`${area.edit}/created-1`));
});

it('edits a stored entry and says so', async () => {
  const user = userEvent.setup();
  renderPage(await screenOf('NoteEdit'), `${area.edit}/n1`, `${area.edit}/:id`);
  const title = await screen.findByRole('textbox', { name: /^Title/ });
  expect(title).toHaveValue('Note 1');
  await user.clear(title);
  await user.type(title, 'Note one');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(messages.updated)).toBeInTheDocument();
  expect(notes.lastWrite()).toMatchObject({ method: 'PUT', id: 'n1' });
  expect(textFieldsOf(notes.lastWrite().body)).toMatchObject({ title: 'Note one', description: '<p>Remember 1</p>' });
});
