// A content type added by its declaration alone (the throwaway `note` of the add-a-type tests,
// added to the declaration list as its line in content-types.ts would add it) has its sidebar
// group, its list and its add screen linked, with nothing written for it in the shell.

import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@agency/shared/testing';
import { Sidebar } from '../sidebar';
import type { SidebarState } from '../use-sidebar-toggle';

// The declaration list is a file of the contract, not an entry: jest reaches it by its path.
jest.mock('@agency/shared/contract/content-types', () => {
  const actual = jest.requireActual<{ CONTENT_TYPES: object }>('@agency/shared/contract/content-types');
  const { NOTE } = jest.requireActual<{ NOTE: object }>('@agency/shared/contract/__tests__/note-type');
  return { ...actual, CONTENT_TYPES: { ...actual.CONTENT_TYPES, note: NOTE } };
});

const wide: SidebarState = { narrow: false, folded: false, open: false, toggle: () => undefined, close: () => undefined };

it('lists a declared type in its place with its list and add links', async () => {
  const user = userEvent.setup();
  renderWithStore(<Sidebar id="sidebar" state={wide} returnFocus={createRef()} />, { route: '/dashboard' });
  const groups = screen.getAllByRole('button').map((button) => button.textContent);
  // Declared at place 55: after Works (50), before Services (60).
  expect(groups.indexOf('Notes')).toBe(groups.indexOf('Works') + 1);
  await user.click(screen.getByRole('button', { name: 'Notes' }));
  expect(screen.getByRole('link', { name: 'All Notes' })).toHaveAttribute('href', '/note-list');
  expect(screen.getByRole('link', { name: 'Add Note' })).toHaveAttribute('href', '/add-note');
});
