// Rendering a page of this remote at its real route, and reading its list table.

import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { dialogMessages } from '@agency/shared/contract/messages';
import { renderWithStore, type RenderOptions } from '@agency/shared/testing';
import { File as NodeFile } from 'node:buffer';

/** Renders `Page` at `route`; `path` is the route pattern (for `:id`). */
export const renderPage = (Page: ComponentType, route: string, path = route, options: Omit<RenderOptions, 'route' | 'path'> = {}) =>
  renderWithStore(<Page />, { route, path, ...options });

export const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** Body rows of the list table as the text of their cells. */
export const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    );

/** The trash of the named row, then Confirm in the Delete dialog (which names the row). */
export const confirmDelete = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = screen.getByRole('dialog', { name: dialogMessages.deleteTitle });
  expect(dialog).toHaveAccessibleDescription(`${dialogMessages.deleteQuestion} ${dialogMessages.deleteSubject(name)}`);
  await user.click(within(dialog).getByRole('button', { name: dialogMessages.confirm }));
};

// Node's File: the test environment's FormData (Node's) only takes Node's Blobs.
export const pngFile = (name: string): File =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;
