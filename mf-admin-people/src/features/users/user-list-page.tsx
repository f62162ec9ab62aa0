// Users (/all-users): every account with its role, a page at a time, searchable by
// name or e-mail. Staff promote members to staff and back, and delete accounts other
// than their own; when the API refuses (the last staff account) its reason is shown.

import { useMemo } from 'react';
import { adminArea, REGISTER_PATH, type User } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { useMeQuery } from '@agency/shared/api';
import { useDeleteUserMutation, useGetUserPageQuery } from '@agency/shared/staff-api';
import { AdminPage, ResourceList, useListQuery } from '@agency/shared/admin';
import { Message } from '@agency/shared/ui';
import { useRoleChange } from './use-role-change';
import { userColumns } from './user-columns';
import './users.css';

const area = adminArea('user');
const messages = resourceMessages.user;

export default function UserListPage() {
  const controls = useListQuery();
  const list = useGetUserPageQuery(controls.query);
  const { data: me } = useMeQuery();
  const [deleteUser] = useDeleteUserMutation();
  const { change, pendingId, message } = useRoleChange();
  const columns = useMemo(() => userColumns({ selfId: me?._id, pendingId, onRoleChange: change }), [me?._id, pendingId, change]);

  return (
    <AdminPage title={area.label} add={{ to: REGISTER_PATH, label: 'Register staff' }}>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      <ResourceList<User>
        area={area}
        list={list}
        controls={controls}
        loadFailed={messages.loadFailed}
        columns={columns}
        rowName={(user) => user.username}
        onDelete={(user) => deleteUser(user._id).unwrap()}
        canDelete={(user) => user._id !== me?._id}
        deleteFailed={messages.deleteFailed}
        preferServerMessage={messages.preferServerMessage.delete}
      />
    </AdminPage>
  );
}
