// The notice after a delete (issue 21): it names the entry, Undo puts it back in the
// list, View trash links to the trash; a failed Undo says why and keeps the offer.

import { useRef, useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, listSearchParams, TRASH_PATH, type Page } from '@agency/shared/contract';
import { dialogMessages, listMessages, trashMessages } from '@agency/shared/contract/messages';
import { pagedListReply, renderWithStore } from '@agency/shared/testing';
import { ResourceList, textColumn, useListQuery } from '@agency/shared/admin';

interface Row {
  _id: string;
  name: string;
}

const ROWS: Row[] = [
  { _id: 'a', name: 'Spring Launch' },
  { _id: 'b', name: 'Autumn Sale' },
];

/** A list over an in-memory table: a delete moves the row to `trash`, an undo puts it back. */
function Harness({ undo, withUndo = true }: { undo: (row: Row) => Promise<unknown>; withUndo?: boolean }) {
  const table = useRef(ROWS);
  const [, changed] = useState(0);
  const controls = useListQuery();
  const data = pagedListReply(table.current, `http://api.test/?${listSearchParams(controls.query)}`) as Page<Row>;
  return (
    <ResourceList
      area={adminArea('work')}
      list={{ data, isLoading: false, isError: false }}
      controls={controls}
      columns={[textColumn('Title', (row: Row) => row.name)]}
      rowName={(row) => row.name}
      loadFailed="Failed"
      deleteFailed="Delete failed"
      onDelete={async (row) => {
        table.current = table.current.filter((item) => item._id !== row._id);
        changed((n) => n + 1);
      }}
      undoDelete={
        withUndo
          ? async (row) => {
              await undo(row);
              table.current = [...table.current, row];
              changed((n) => n + 1);
            }
          : undefined
      }
      trashPath={TRASH_PATH}
    />
  );
}

const deleteRow = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));
};

it('names the deleted entry, and Undo puts it back in the list', async () => {
  const user = userEvent.setup();
  const undo = jest.fn(async () => undefined);
  renderWithStore(<Harness undo={undo} />, { route: '/work-list' });
  await deleteRow(user, 'Spring Launch');

  expect(screen.queryByRole('cell', { name: 'Spring Launch' })).not.toBeInTheDocument();
  const toast = screen.getByText(trashMessages.movedToTrash('Spring Launch')).closest('[role="status"]') as HTMLElement;
  expect(toast).toBeInTheDocument();
  expect(within(toast).getByRole('link', { name: trashMessages.viewTrash })).toHaveAttribute('href', TRASH_PATH);

  await user.click(within(toast).getByRole('button', { name: trashMessages.undo }));
  expect(undo).toHaveBeenCalledWith(ROWS[0]);
  expect(await screen.findByRole('cell', { name: 'Spring Launch' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(trashMessages.undone('Spring Launch'));
  expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
});

it('a failed Undo says so and keeps the offer; Dismiss closes it', async () => {
  const user = userEvent.setup();
  const undo = jest.fn(async () => {
    throw new Error('offline');
  });
  renderWithStore(<Harness undo={undo} />, { route: '/work-list' });
  await deleteRow(user, 'Autumn Sale');
  await user.click(screen.getByRole('button', { name: trashMessages.undo }));

  expect(await screen.findByRole('alert')).toHaveTextContent(trashMessages.restoreFailed);
  expect(screen.queryByRole('cell', { name: 'Autumn Sale' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: trashMessages.dismiss }));
  expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
});

const bulkDeleteAll = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('checkbox', { name: listMessages.selectAllOnPage }));
  await user.click(screen.getByRole('button', { name: listMessages.deleteSelected(2) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));
};

it('a bulk delete offers one Undo for all it moved, which puts every entry back', async () => {
  const user = userEvent.setup();
  const undo = jest.fn(async () => undefined);
  renderWithStore(<Harness undo={undo} />, { route: '/work-list' });
  await bulkDeleteAll(user);

  expect(await screen.findByText(trashMessages.movedManyToTrash(2))).toBeInTheDocument();
  expect(screen.queryByText(listMessages.bulkDeleted(2))).not.toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Spring Launch' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: trashMessages.undo }));

  expect(undo.mock.calls).toEqual([[ROWS[0]], [ROWS[1]]]);
  expect(await screen.findByRole('cell', { name: 'Spring Launch' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Autumn Sale' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(trashMessages.undoneMany(2));
  expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
});

it('when part of a bulk Undo fails, the rest comes back and the failed entries stay on offer', async () => {
  const user = userEvent.setup();
  const undo = jest.fn(async (row: Row) => {
    if (row._id === 'b') throw new Error('offline');
  });
  renderWithStore(<Harness undo={undo} />, { route: '/work-list' });
  await bulkDeleteAll(user);
  await user.click(await screen.findByRole('button', { name: trashMessages.undo }));

  expect(await screen.findByRole('alert')).toHaveTextContent(trashMessages.undoManyFailed(1, 2));
  expect(await screen.findByRole('cell', { name: 'Spring Launch' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Autumn Sale' })).not.toBeInTheDocument();
  expect(screen.getByText(trashMessages.movedToTrash('Autumn Sale'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: trashMessages.undo })).toBeInTheDocument();
});

it('a list whose deletes cannot be undone offers no Undo', async () => {
  const user = userEvent.setup();
  renderWithStore(<Harness undo={jest.fn()} withUndo={false} />, { route: '/work-list' });
  await deleteRow(user, 'Spring Launch');
  expect(screen.queryByText(trashMessages.movedToTrash('Spring Launch'))).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
  // Nor after a bulk delete: a message counts what went.
  await user.click(screen.getByRole('checkbox', { name: listMessages.selectAllOnPage }));
  await user.click(screen.getByRole('button', { name: listMessages.deleteSelected(1) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));
  expect(await screen.findByText(listMessages.bulkDeleted(1))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
});
