// Adding a content type needs no admin file: a throwaway `note`, declared in the tests alone
// (shared/src/contract/__tests__/note-type.ts, added to the declaration list as its line in content-types.ts
// would add it), gets its sidebar entry, routes, messages and image folder, and its list and form
// from this remote, built from the declaration; what staff save there goes to its API path with
// the fields it declares, and its public view (a page reading the public hooks, as its page in
// mf-public would) shows it.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { ADMIN_AREAS, adminPageRoutes, IMAGE_FOLDERS, type ContentResourceKey } from '@agency/shared/contract';
import { contentReads, type ContentReadHooks } from '@agency/shared/api';
import { apiUrl, http, HttpResponse, pagedListReply, renderWithStore, uploadPicture } from '@agency/shared/testing';
import type { AdminPages } from '@agency/shared/admin';
import { pages } from '../pages';
import { filesOf, imageFile, renderAdd, textFields } from '../test-support/admin-screens';
import { walkResourceScreens } from '../test-support/walk-resource-screens';
import type { ManagedKey } from '../lib/content-resource';

// The declaration list is a file of the contract, not an entry: jest reaches it by its path, as the
// API's test of a new type does; the note's declaration is the shared fixture both tests add.
jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<{ CONTENT_TYPES: object }>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<{ NOTE: object }>('@agency/shared/contract/__tests__/note-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: NOTE } };
});

interface Note {
  _id: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  state: string;
  createdAt: string;
  updatedAt: string;
}

const note = (n: number, title = `Note ${n}`): Note => ({
  _id: `n${n}`,
  title,
  description: `<p>Remember ${n}</p>`,
  image: `note-${n}.webp`,
  imageAlt: '',
  state: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** The remote's own pages of the area, as the shell loads them by name. */
const loaded: Partial<AdminPages> = {};
beforeAll(async () => {
  for (const screen of ['List', 'Add', 'Edit'] as const) loaded[screen] = (await pages[`Note${screen}`]()).default as ComponentType;
});
const remotePages: AdminPages = {
  List: () => (loaded.List ? <loaded.List /> : null),
  Add: () => (loaded.Add ? <loaded.Add /> : null),
  Edit: () => (loaded.Edit ? <loaded.Edit /> : null),
};

it('has a sidebar entry, routes the shell gives this remote, and an image folder, from its declaration', () => {
  expect(ADMIN_AREAS.find((area) => area.key === 'note')).toEqual({
    key: 'note',
    label: 'Notes',
    remote: 'mf_admin_content',
    list: '/note-list',
    add: '/add-note',
    edit: '/edit-note',
    addLabel: 'Add Note',
    backLabel: 'All Notes',
  });
  expect(adminPageRoutes().filter((route) => route.page.startsWith('Note'))).toEqual([
    { path: '/note-list', page: 'NoteList', remote: 'mf_admin_content' },
    { path: '/add-note', page: 'NoteAdd', remote: 'mf_admin_content' },
    { path: '/edit-note/:id', page: 'NoteEdit', remote: 'mf_admin_content' },
  ]);
  expect((IMAGE_FOLDERS as Readonly<Record<string, string>>).note).toBe('noteimg');
  expect([loaded.List, loaded.Add, loaded.Edit].map((page) => page?.displayName)).toEqual(['NoteList', 'NoteAdd', 'NoteEdit']);
});

it('gives a screen loaded again as the same component, so going back to it does not remount it', async () => {
  expect((await pages.NoteList()).default).toBe(loaded.List);
  expect((await pages.NoteEdit()).default).toBe(loaded.Edit);
});

// The walk every hand-written type's screens pass: list columns, add, edit, delete, each message.
const { server, area } = walkResourceScreens<Note>({
  key: 'note' as ManagedKey,
  path: 'notes',
  pages: remotePages,
  items: [note(1), note(2)],
  rowName: (item) => item.title,
  columns: ['No.', 'Image', 'Title', 'Description', 'Added', 'State', 'Actions'],
  firstRow: ['1', '', 'Note 1', 'Remember 1'],
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Call the printer');
    await uploadPicture(user, screen.getByLabelText(/^Image/), imageFile('desk.png'));
  },
  createButton: 'Publish',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({
      title: 'Call the printer',
      description: '',
      imageAlt: 'Picture desk.png',
      state: 'published',
      publishAt: '',
    });
    expect(filesOf(body, 'image')).toEqual(['desk.png']);
  },
  editField: { label: /^Title/, stored: 'Note 1', typed: 'Note one' },
  expectUpdated: ({ body }) => expect(textFields(body)).toMatchObject({ title: 'Note one', description: '<p>Remember 1</p>' }),
});

/** Its public view, as a page of mf-public would read it: the public list hook its declaration gives. */
function NotesView() {
  const reads = (contentReads as unknown as Record<string, ContentReadHooks<ContentResourceKey>>).note;
  const { data } = reads.useList();
  return (
    <ul aria-label="Notes">
      {(data ?? []).map((entry) => (
        <li key={entry._id}>{(entry as unknown as Note).title}</li>
      ))}
    </ul>
  );
}

it('saves what staff add through its API path, and its public view shows it', async () => {
  // The API as it answers a visitor: the entries saved, published ones only.
  const saved: Note[] = [note(1)];
  server.use(
    http.get(apiUrl('notes'), ({ request }) =>
      HttpResponse.json(
        pagedListReply(
          saved.filter((entry) => entry.state === 'published'),
          request.url,
        ) as object,
      ),
    ),
    http.post(apiUrl('notes'), async ({ request }) => {
      const fields = textFields(await request.formData());
      const entry = { ...note(saved.length + 1), ...fields, _id: `n${saved.length + 1}` };
      saved.push(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  const { router, unmount } = renderAdd(remotePages.Add, area);
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Water the plants');
  await uploadPicture(user, screen.getByLabelText(/^Image/), imageFile('plant.png'));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`${area.edit}/n2`));
  unmount();

  renderWithStore(<NotesView />, { route: '/notes', path: '/notes' });
  const list = await screen.findByRole('list', { name: 'Notes' });
  await waitFor(() => expect(list).toHaveTextContent('Water the plants'));
  expect(list).toHaveTextContent('Note 1');
});
