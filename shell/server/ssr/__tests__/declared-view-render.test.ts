// The server renderer finds a declared type's public view as the browser does: the throwaway `note`
// declares `view: { path: '/notes', page: 'Notes' }` and its page is the file that name gives in the
// public remote's views/ (here a module of the test, as the new type's file would be), with no line
// in the remote's pages.ts.

import path from 'node:path';
import { createElement } from 'react';

// The declaration list is a file of the contract, not an entry: jest reaches it by its path.
jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<{ CONTENT_TYPES: object }>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<{ NOTE: object }>('@agency/shared/contract/__tests__/note-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: NOTE } };
});

// The new type's page file, at the path its declared name gives (no such file ships with the site).
jest.mock('../../../../mf-public/src/views/notes-page', () => ({ __esModule: true, default: mockNotesPage }), { virtual: true });

function mockNotesPage() {
  return createElement('h1', null, 'Every note, newest last');
}

/** The renderer as its build exports it (the remote's bundle): here its source, compiled by jest. */
type Render = (request: object) => Promise<{ status: number; pages: string[]; html: string }>;
const { render } = jest.requireActual<{ render: Render }>(path.resolve(__dirname, '../../../src/ssr/render.tsx'));

/** Nothing the layout asks the API for is there: the page renders on its own. */
const noApi: typeof fetch = async () => new Response(JSON.stringify({ message: 'not here' }), { status: 404 });

it("renders a declared type's public view on the server, with no line in the public remote's pages.ts", async () => {
  const result = await render({
    url: 'http://localhost/notes',
    config: { apiBase: '/api', captcha: { provider: 'altcha' } },
    apiOrigin: 'http://localhost',
    fetch: noApi,
    assetsBase: '/',
  });
  expect(result.pages).toEqual(['Layout', 'Notes']);
  expect(result.status).toBe(200);
  expect(result.html).toContain('<h1>Every note, newest last</h1>');
});
