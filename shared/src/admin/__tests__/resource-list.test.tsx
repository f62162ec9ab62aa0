import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PAGE_SIZE, adminArea, dialogMessages } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import { plainTextColumn, ResourceList, textColumn, type Column } from '@agency/shared/admin';

interface Row {
  _id: string;
  name: string;
  body: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ _id: `r${index + 1}`, name: `Row ${index + 1}`, body: `<p>Text&nbsp;<em>${index + 1}</em></p>` }));

const columns: Column<Row>[] = [textColumn('Title', (row) => row.name), plainTextColumn('Description', (row) => row.body)];

const renderList = (items: Row[], onDelete = jest.fn(async () => undefined)) => {
  renderWithStore(
    <ResourceList area={adminArea('work')} items={items} isLoading={false} isError={false} columns={columns} rowName={(row) => row.name} loadFailed="Failed" deleteFailed="Delete failed" onDelete={onDelete} />,
  );
  return onDelete;
};

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the list table', () => {
  it('shows ten rows a page, numbered from 1 again on every page', async () => {
    const user = userEvent.setup();
    renderList(rows(23));
    expect(bodyRows()).toHaveLength(ADMIN_PAGE_SIZE);
    expect(firstCells()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Row 21')).toBeInTheDocument();
    expect(firstCells()).toEqual(['1', '2', '3']);
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
    const onDelete = renderList(rows(2));
    const trash = screen.getByRole('button', { name: 'Delete Row 2' });
    await user.click(trash);
    const dialog = screen.getByRole('dialog', { name: dialogMessages.deleteTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(dialogMessages.deleteQuestion);
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
    const onDelete = renderList(rows(3));
    await user.click(screen.getByRole('button', { name: 'Delete Row 2' }));
    await user.click(screen.getByRole('button', { name: dialogMessages.confirm }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ _id: 'r2' }));
    await waitFor(() => expect(screen.queryByText('Row 2')).not.toBeInTheDocument());
    expect(firstCells()).toEqual(['1', '2']);
  });

  it('moves back a page when the last row of the last page is deleted', async () => {
    const user = userEvent.setup();
    renderList(rows(11));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Delete Row 11' }));
    await user.click(screen.getByRole('button', { name: dialogMessages.confirm }));
    await waitFor(() => expect(screen.getByText('Row 10')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('shows a failed delete and keeps the row', async () => {
    const user = userEvent.setup();
    renderList(rows(2), jest.fn(async () => Promise.reject(new Error('500'))));
    await user.click(screen.getByRole('button', { name: 'Delete Row 1' }));
    await user.click(screen.getByRole('button', { name: dialogMessages.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed');
    expect(screen.getByText('Row 1')).toBeInTheDocument();
  });

  it("shows 'Loading...' while loading and the load error on failure", () => {
    const list = (loading: boolean) => (
      <ResourceList area={adminArea('work')} items={undefined} isLoading={loading} isError={!loading} columns={columns} rowName={(row: Row) => row.name} loadFailed="Failed to fetch data" />
    );
    const { unmount } = renderWithStore(list(true));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    unmount();
    renderWithStore(list(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch data');
  });
});
