// A content type whose page is its own declares its public route (`view`) and writes no line in the
// shell's route table: the throwaway `note` of the add-a-type tests (added to the declaration list as
// its line in content-types.ts would add it) is a public route, which the server renderer resolves to
// the public remote's page of that name and the shell's router serves in the public frame.

import type { RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@agency/shared/contract';
import { buildRoutes } from '../../router/routes';
import { publicPagesFor } from '../public-pages';

// The declaration list is a file of the contract, not an entry: jest reaches it by its path.
jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<{ CONTENT_TYPES: object }>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<{ NOTE: object }>('@agency/shared/contract/__tests__/note-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: NOTE } };
});

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

it('routes its declared view as a public page of the public remote, after the hand-written ones', () => {
  expect(PUBLIC_ROUTES.at(-1)).toEqual({ path: '/notes', page: 'Notes', remote: 'mf_public' });
  expect(publicPagesFor('/notes')).toEqual(['Layout', 'Notes']);
  expect(pathsOf(buildRoutes())).toContain('/notes');
});
