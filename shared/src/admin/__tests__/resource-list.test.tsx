import { useRef, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PAGE_SIZE, adminArea, listSearchParams, type Page } from '@agency/shared/contract';
import { dialogMessages, listMessages } from '@agency/shared/contract/messages';
import { pagedListReply, renderWithStore } from '@agency/shared/testing';
import { plainTextColumn, ResourceList, sortable, textColumn, useListQuery, type Column } from '@agency/shared/admin';

interface Row {
  _id: string;
  name: string;
  body: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `r${index + 1}`,
    name: `Row ${index + 1}`,
    body: `<p>Text&nbsp;<em>${index + 1}</em></p>`,
  }));

const columns: Column<Row>[] = [
  sortable(
    textColumn('Title', (row) => row.name),
    'name',
  ),
  plainTextColumn('Description', (row) => row.body),
];

/** The list over an in-memory table that answers pages as the API does; a delete removes the row from it. */
function Harness({ items, onDelete }: { items: Row[]; onDelete: (row: Row) => Promise<unknown> }) {
  const table = useRef(items);
  const [, changed] = useState(0);
  const controls = useListQuery();
  const data = pagedListReply(table.current, `http://api.test/?${listSearchParams(controls.query)}`) as Page<Row>;
  const remove = async (row: Row) => {
    await onDelete(row);
    table.current = table.current.filter((item) => item._id !== row._id);
    changed((n) => n + 1);
  };
  return (
    <ResourceList
      area={adminArea('work')}
      list={{ data, isLoading: false, isError: false }}
      controls={controls}
      columns={columns}
      rowName={(row) => row.name}
      loadFailed="Failed"
      deleteFailed="Delete failed"
      onDelete={remove}
    />
  );
}

const renderList = (items: Row[], onDelete: (row: Row) => Promise<unknown> = jest.fn(async () => undefined), route = '/work-list') => {
  const { router } = renderWithStore(<Harness items={items} onDelete={onDelete} />, { route });
  return { onDelete, router };
};

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the list table', () => {
  it('shows ten rows a page, numbered on across pages (page 3 starts at 21), the page in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderList(rows(23));
    expect(bodyRows()).toHaveLength(ADMIN_PAGE_SIZE);
    expect(firstCells()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText(listMessages.showing(1, 10, 23))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Row 21')).toBeInTheDocument();
    expect(firstCells()).toEqual(['21', '22', '23']);
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText(listMessages.showing(21, 23, 23))).toBeInTheDocument();
  });

  it('opens at the page the address names', () => {
    renderList(rows(23), undefined, '/work-list?page=2');
    expect(screen.getByText('Row 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the first, the last and the pages around the current one of a long list', () => {
    renderList(rows(1000), undefined, '/work-list?page=50');
    const pager = screen.getByRole('navigation', { name: 'All Works pages' });
    const labels = within(pager)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Previous', '1', '48', '49', '50', '51', '52', '100', 'Next']);
    expect(within(pager).getAllByText('…')).toHaveLength(2);
  });

  it('searches on Enter, back at page 1, says when nothing matches, and Clear shows everything again', async () => {
    const user = userEvent.setup();
    const { router } = renderList(rows(23), undefined, '/work-list?page=2');
    const box = screen.getByRole('searchbox', { name: listMessages.searchLabel('All Works') });
    await user.type(box, 'row 2{Enter}');
    expect(await screen.findByText(listMessages.showing(1, 6, 6))).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=row+2');
    expect(screen.getByText('Row 2')).toBeInTheDocument();
    expect(screen.getByText('Row 20')).toBeInTheDocument();
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nothing like it');
    await user.click(screen.getByRole('button', { name: listMessages.searchButton }));
    expect(await screen.findByText(listMessages.noMatches('nothing like it'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: listMessages.clearSearch }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Row 1')).toBeInTheDocument();
  });

  it('sorts by a sortable column, A to Z first, then the other way', async () => {
    const user = userEvent.setup();
    const { router } = renderList([...rows(3), { _id: 'a', name: 'alpha', body: '' }]);
    const header = screen.getByRole('columnheader', { name: /Title/ });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    expect(within(bodyRows()[0]).getByText('alpha')).toBeInTheDocument();
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[3]).getByText('alpha')).toBeInTheDocument();
  });

  it('disables Previous on page 1 and Next on the last page, and marks the active page', async () => {
    const user = userEvent.setup();
    renderList(rows(15));
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(next);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(screen.getByText('Row 1')).toBeInTheDocument();
  });

  it('strips markup from descriptions and turns &nbsp; into spaces', () => {
    renderList(rows(1));
    expect(within(bodyRows()[0]).getByText('Text 1')).toBeInTheDocument();
  });

  it('Cancel in the Delete dialog forgets the item; Escape cancels too', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList(rows(2));
    const trash = screen.getByRole('button', { name: 'Delete Row 2' });
    await user.click(trash);
    const dialog = screen.getByRole('dialog', { name: dialogMessages.deleteTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(`${dialogMessages.deleteQuestion} ${dialogMessages.deleteSubject('Row 2')}`);
    expect(within(dialog).getByRole('button', { name: dialogMessages.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: dialogMessages.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trash).toHaveFocus();
    await user.click(trash);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderList(rows(1));
    await user.click(screen.getByRole('button', { name: 'Delete Row 1' }));
    const dialog = screen.getByRole('dialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: dialogMessages.confirm })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: dialogMessages.cancel })).toHaveFocus();
  });

  it('Confirm deletes the remembered item and removes its row', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList(rows(3));
    await user.click(screen.getByRole('button', { name: 'Delete Row 2' }));
    await user.click(screen.getByRole('button', { name: dialogMessages.confirm }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ _id: 'r2' }));
    await waitFor(() => expect(screen.queryByText('Row 2')).not.toBeInTheDocument());
    expect(firstCells()).toEqual(['1', '2']);
  });

  it('moves back a page when the last row of the last page is deleted', async () => {
    const user = userEvent.setup();
    const { router } = renderList(rows(11));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Delete Row 11' }));
    await user.click(screen.getByRole('button', { name: dialogMessages.confirm }));
    await waitFor(() => expect(screen.getByText('Row 10')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed delete and keeps the row', async () => {
    const user = userEvent.setup();
    renderList(
      rows(2),
      jest.fn(async () => Promise.reject(new Error('500'))),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Row 1' }));
    await user.click(screen.getByRole('button', { name: dialogMessages.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed');
    expect(screen.getByText('Row 1')).toBeInTheDocument();
  });

  it("shows 'Loading...' while loading and the load error on failure", () => {
    function Loading({ loading }: { loading: boolean }) {
      const controls = useListQuery();
      return (
        <ResourceList
          area={adminArea('work')}
          list={{ isLoading: loading, isError: !loading }}
          controls={controls}
          columns={columns}
          rowName={(row: Row) => row.name}
          loadFailed="Failed to fetch data"
        />
      );
    }
    const list = (loading: boolean) => <Loading loading={loading} />;
    const { unmount } = renderWithStore(list(true));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    unmount();
    renderWithStore(list(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch data');
  });
});

describe('bulk select with delete (issue 21)', () => {
  it('ticks rows by their labelled boxes or the whole page, and deletes them after a confirmation naming the count', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn(async (_row: Row) => undefined);
    renderList(rows(13), onDelete);
    expect(screen.queryByRole('group', { name: listMessages.bulkActions })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: listMessages.selectRow('Row 2') }));
    await user.click(screen.getByRole('checkbox', { name: listMessages.selectRow('Row 5') }));
    const all = screen.getByRole('checkbox', { name: listMessages.selectAllOnPage });
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    const bar = screen.getByRole('group', { name: listMessages.bulkActions });
    expect(bar).toHaveTextContent(listMessages.selectedCount(2));

    await user.click(within(bar).getByRole('button', { name: listMessages.deleteSelected(2) }));
    const dialog = screen.getByRole('dialog', { name: listMessages.bulkDeleteTitle(2) });
    expect(dialog).toHaveAccessibleDescription(listMessages.bulkDeleteQuestion(2));
    await user.click(within(dialog).getByRole('button', { name: dialogMessages.confirm }));
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onDelete.mock.calls.map(([row]) => row._id)).toEqual(['r2', 'r5']);
    expect(await screen.findByText(listMessages.bulkDeleted(2))).toBeInTheDocument();
    expect(screen.queryByText('Row 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: listMessages.bulkActions })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: listMessages.selectAllOnPage }));
    expect(screen.getByRole('group', { name: listMessages.bulkActions })).toHaveTextContent(listMessages.selectedCount(10));
    expect(screen.getByRole('checkbox', { name: listMessages.selectRow('Row 1') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: listMessages.clearSelection }));
    expect(screen.getByRole('checkbox', { name: listMessages.selectRow('Row 1') })).not.toBeChecked();
  });

  it('keeps a row the API refused, still ticked, and says how many could not be deleted', async () => {
    const user = userEvent.setup();
    renderList(
      rows(3),
      jest.fn(async (row: Row) => (row._id === 'r1' ? Promise.reject(new Error('500')) : undefined)),
    );
    await user.click(screen.getByRole('checkbox', { name: listMessages.selectAllOnPage }));
    await user.click(screen.getByRole('button', { name: listMessages.deleteSelected(3) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(listMessages.bulkDeleteFailed(1, 3));
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.queryByText('Row 2')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: listMessages.selectRow('Row 1') })).toBeChecked();
  });

  it('offers no tick boxes on a list without delete', () => {
    function ReadOnly() {
      const controls = useListQuery();
      return (
        <ResourceList
          area={adminArea('work')}
          list={{ data: { data: rows(2), total: 2, page: 1, limit: 10 }, isLoading: false, isError: false }}
          controls={controls}
          columns={columns}
          rowName={(row: Row) => row.name}
          loadFailed="Failed"
        />
      );
    }
    renderWithStore(<ReadOnly />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
