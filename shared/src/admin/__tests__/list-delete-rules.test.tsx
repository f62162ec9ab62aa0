import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '@agency/shared/contract';
import { dialogMessages, listMessages } from '@agency/shared/contract/messages';
import { renderWithStore } from '@agency/shared/testing';
import { ResourceList, textColumn, useListQuery } from '@agency/shared/admin';

interface Row {
  _id: string;
  name: string;
}

const ROWS: Row[] = [
  { _id: 'me', name: 'Me' },
  { _id: 'other', name: 'Other' },
];

const refusal = { status: 409, data: { message: 'The last staff account cannot be removed or demoted' } };

function UserRows(props: { preferServerMessage?: boolean; onDelete?: () => Promise<unknown> }) {
  const controls = useListQuery();
  return (
    <ResourceList<Row>
      area={adminArea('user')}
      list={{ data: { data: ROWS, total: ROWS.length, page: 1, limit: 10 }, isLoading: false, isError: false }}
      controls={controls}
      columns={[textColumn<Row>('Name', (row) => row.name)]}
      rowName={(row) => row.name}
      loadFailed="Failed"
      deleteFailed="Failed to delete"
      onDelete={props.onDelete ?? (() => Promise.reject(refusal))}
      canDelete={(row) => row._id !== 'me'}
      preferServerMessage={props.preferServerMessage}
    />
  );
}

const renderList = (props: { preferServerMessage?: boolean; onDelete?: () => Promise<unknown> } = {}) =>
  renderWithStore(<UserRows {...props} />);

const confirmDelete = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  await user.click(
    within(screen.getByRole('dialog', { name: dialogMessages.deleteTitle })).getByRole('button', { name: dialogMessages.confirm }),
  );
};

describe('list delete rules', () => {
  it('offers no delete on rows canDelete refuses', () => {
    renderList();
    expect(screen.queryByRole('button', { name: 'Delete Me' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Other' })).toBeInTheDocument();
    // Nor a tick box for a bulk delete (issue 21).
    expect(screen.queryByRole('checkbox', { name: listMessages.selectRow('Me') })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: listMessages.selectRow('Other') })).toBeInTheDocument();
  });

  it('shows the server’s reason for a refused delete when preferServerMessage is set', async () => {
    const user = userEvent.setup();
    renderList({ preferServerMessage: true });
    await confirmDelete(user, 'Other');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.data.message);
  });

  it('otherwise shows its own delete failure', async () => {
    const user = userEvent.setup();
    renderList();
    await confirmDelete(user, 'Other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete');
  });
});
