// Users (/all-users): every account with its role, a page at a time, searchable by
// name or e-mail. Owners give each account a role (a staff role or member), and delete
// accounts other than their own; when the API refuses (the last owner) its reason is shown.
// Other roles are told that only owners manage accounts.

import { useMemo } from 'react';
import { adminArea, REGISTER_PATH, type User } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { useMeQuery } from '@agency/shared/api';
import { useDeleteUserMutation, useGetUserPageQuery } from '@agency/shared/staff-api';
import { AdminPage, ResourceList, useListQuery, usePermission } from '@agency/shared/admin';
import { Message } from '@agency/shared/ui';
import { useRoleChange } from './use-role-change';
import { userColumns } from './user-columns';
import './users.css';

const area = adminArea('user');
const messages = resourceMessages.user;

export default function UserListPage() {
  const controls = useListQuery();
  const manage = usePermission('users.manage');
  const list = useGetUserPageQuery(controls.query, { skip: !manage.allowed });
  const { data: me } = useMeQuery();
  const [deleteUser] = useDeleteUserMutation();
  const { change, pendingId, message } = useRoleChange();
  const columns = useMemo(() => userColumns({ selfId: me?._id, pendingId, onRoleChange: change }), [me?._id, pendingId, change]);

  if (!manage.allowed) {
    return (
      <AdminPage title={area.label}>
        <Message tone="info">{manage.reason}</Message>
      </AdminPage>
    );
  }
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
