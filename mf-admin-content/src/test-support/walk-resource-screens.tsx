// The walk every content type's screens must pass (list, add, edit, delete with the
// exact messages of product §8), written once and run by each feature's test with its
// own fixtures, fields and expectations.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, isPublishable } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import type { AdminPages } from '@agency/shared/admin';
import { mockApi } from '@agency/shared/testing';
import type { ManagedKey } from '../lib/content-resource';
import {
  columnHeaders,
  deleteRow,
  failing,
  fakeResource,
  renderAdd,
  renderEdit,
  renderList,
  tableRows,
  type SentRequest,
} from './admin-screens';

type User = ReturnType<typeof userEvent.setup>;

interface ListWalk<T extends { _id: string }> {
  key: ManagedKey;
  /** API path of the resource (CONTENT_RESOURCES[key].path). */
  path: string;
  pages: AdminPages;
  /** At least two entries; the first is edited, the second deleted. */
  items: T[];
  rowName: (item: T) => string;
  columns: string[];
  /** Text of the first row's cells up to (not including) Actions. */
  firstRow: string[];
}

interface FormWalk {
  /** Fills the add form with valid values. */
  fillCreate: (user: User) => Promise<void>;
  createButton: string;
  expectCreated: (sent: SentRequest) => void;
  /** A text field of the edit form, its stored value, and a new one to type. */
  editField: { label: RegExp; stored: string; typed: string };
  expectUpdated: (sent: SentRequest) => void;
}

/** `forms: false` where the add and edit routes open another editor (a post's card and body: posts/). */
export type ResourceWalk<T extends { _id: string }> = ListWalk<T> & (FormWalk | { forms: false });

export const walkResourceScreens = <T extends { _id: string }>(walk: ResourceWalk<T>) => {
  const area = adminArea(walk.key);
  const messages = resourceMessages[walk.key];
  const api = fakeResource(walk.path, walk.items);
  const server = mockApi(...api.handlers);
  const [first, second] = walk.items;
  beforeEach(() => api.reset());

  describe(`${area.label} screens`, () => {
    it('list the entries with the columns of product §2, Add New and edit links', async () => {
      renderList(walk.pages.List, area);
      expect(await screen.findByText(walk.rowName(first))).toBeInTheDocument();
      expect(columnHeaders()).toEqual(walk.columns);
      expect(tableRows()[0].slice(0, walk.firstRow.length)).toEqual(walk.firstRow);
      expect(screen.getByRole('link', { name: area.addLabel })).toHaveAttribute('href', area.add);
      expect(screen.getByRole('link', { name: `Edit ${walk.rowName(first)}` })).toHaveAttribute('href', `${area.edit}/${first._id}`);
    });

    it('show the load error of product §8 when the list fails', async () => {
      server.use(failing('get', walk.path));
      renderList(walk.pages.List, area);
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.loadFailed);
    });

    // Screens another test walks are not defined here at all (never skipped).
    if ('fillCreate' in walk) {
      const form: FormWalk = walk;
      // Content with a public page opens the new entry at its edit address; the others start again empty (product §4).
      const opensTheEntry = isPublishable(walk.key);
      it(
        opensTheEntry
          ? 'create an entry, then open it at its edit address carrying the success message'
          : 'create an entry with the success message, and reset the form',
        async () => {
          const user = userEvent.setup();
          const { router } = renderAdd(walk.pages.Add, area);
          expect(screen.getByRole('link', { name: area.backLabel })).toHaveAttribute('href', area.list);
          await form.fillCreate(user);
          await user.click(screen.getByRole('button', { name: form.createButton }));
          if (opensTheEntry) {
            await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^${area.edit}/.`)));
            expect(router.state.location.state).toEqual({ saved: messages.created });
          } else {
            expect(await screen.findByText(messages.created)).toBeInTheDocument();
            expect(screen.getByRole('textbox', { name: form.editField.label })).toHaveValue('');
          }
          expect(api.last().method).toBe('POST');
          form.expectCreated(api.last());
        },
      );

      it('show the create failure message', async () => {
        server.use(failing('post', walk.path, 500, {}));
        const user = userEvent.setup();
        renderAdd(walk.pages.Add, area);
        await form.fillCreate(user);
        await user.click(screen.getByRole('button', { name: form.createButton }));
        expect(await screen.findByText(messages.createFailed)).toBeInTheDocument();
      });

      it('load the entry for editing and update it', async () => {
        const user = userEvent.setup();
        renderEdit(walk.pages.Edit, area, first._id);
        expect(screen.getByText('Loading...')).toBeInTheDocument();
        const field = await screen.findByRole('textbox', { name: form.editField.label });
        expect(field).toHaveValue(form.editField.stored);
        await user.clear(field);
        await user.type(field, form.editField.typed);
        await user.click(screen.getByRole('button', { name: 'Update' }));
        expect(await screen.findByText(messages.updated)).toBeInTheDocument();
        expect(api.last().method).toBe('PUT');
        form.expectUpdated(api.last());
      });

      it('show the update failure, and the load failure of the edit screen', async () => {
        server.use(failing('put', `${walk.path}/:id`, 500, {}));
        const user = userEvent.setup();
        const { unmount } = renderEdit(walk.pages.Edit, area, first._id);
        await user.click(await screen.findByRole('button', { name: 'Update' }));
        expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
        unmount();
        server.use(failing('get', `${walk.path}/:id`, 404));
        renderEdit(walk.pages.Edit, area, 'missing');
        expect(await screen.findByText(messages.loadOneFailed)).toBeInTheDocument();
      });
    }

    it('delete an entry after confirmation, and report a failed delete', async () => {
      const user = userEvent.setup();
      renderList(walk.pages.List, area);
      await screen.findByText(walk.rowName(second));
      await deleteRow(user, walk.rowName(second));
      await waitFor(() => expect(screen.queryByText(walk.rowName(second))).not.toBeInTheDocument());
      // The trash button went with its row: focus goes to the page heading, not nowhere.
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
      server.use(failing('delete', `${walk.path}/:id`));
      await deleteRow(user, walk.rowName(first));
      expect(await screen.findByText(messages.deleteFailed)).toBeInTheDocument();
      expect(screen.getByText(walk.rowName(first))).toBeInTheDocument();
    });
  });

  return { api, server, area, messages };
};
