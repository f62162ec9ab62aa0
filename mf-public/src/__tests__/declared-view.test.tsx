// A content type whose page is its own adds the page and no line in pages.ts: the throwaway `note`
// of the add-a-type tests declares `view: { path: '/notes', page: 'Notes' }`, and its page is the
// file that name gives in views/ (`views/notes-page.tsx`, here a module of the test, as the new
// type's file would be), which the public remote exposes under the declared name.

import { screen } from '@testing-library/react';
import { PUBLIC_ROUTES, type ContentResourceKey } from '@agency/shared/contract';
import { contentReads, type ContentReadHooks } from '@agency/shared/api';
import { apiUrl, http, HttpResponse, mockApi, pagedListReply, renderWithStore } from '@agency/shared/testing';
import { pages } from '../pages';

// The declaration list is a file of the contract, not an entry: jest reaches it by its path.
jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<{ CONTENT_TYPES: object }>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<{ NOTE: object }>('@agency/shared/contract/__tests__/note-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: NOTE } };
});

// The new type's page file, at the path its declared name gives (no such file ships with the site).
jest.mock('../views/notes-page', () => ({ __esModule: true, default: mockNotesPage }), { virtual: true });

/** The note's public page: its entries through the public list hook its declaration gives. */
function mockNotesPage() {
  const { data } = (contentReads as unknown as Record<string, ContentReadHooks<ContentResourceKey>>).note.useList();
  return (
    <ul aria-label="Notes">
      {(data ?? []).map((entry) => (
        <li key={entry._id}>{(entry as unknown as { title: string }).title}</li>
      ))}
    </ul>
  );
}

mockApi(
  http.get(apiUrl('notes'), ({ request }) =>
    HttpResponse.json(pagedListReply([{ _id: 'n1', title: 'Water the plants', state: 'published' }], request.url) as object),
  ),
);

it("exposes a declared type's public view under its declared name, with no line in pages.ts, and renders it", async () => {
  expect(PUBLIC_ROUTES.find((route) => route.path === '/notes')?.page).toBe('Notes');
  const { default: Page } = await pages.Notes();
  renderWithStore(<Page />, { route: '/notes', path: '/notes' });
  expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent('Water the plants');
});
