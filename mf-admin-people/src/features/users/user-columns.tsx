// Columns of the users list: username, email, phone, role (a choice of roles), and
// the brief's password column, which here says how passwords are kept: hashed,
// never sent by the API.

import { accountMessages, type User } from '@agency/shared/contract';
import type { AssignableRole } from '@agency/shared/staff-api';
import { sortable, textColumn, type Column } from '@agency/shared/admin';
import { RoleSelect } from './role-select';

export interface UserColumnsOptions {
  selfId: string | undefined;
  pendingId: string | undefined;
  onRoleChange: (user: User, role: AssignableRole) => void;
}

export const userColumns = ({ selfId, pendingId, onRoleChange }: UserColumnsOptions): Column<User>[] => [
  sortable(
    textColumn<User>('Username', (user) => user.username),
    'username',
  ),
  sortable(
    textColumn<User>('Email', (user) => user.email),
    'email',
  ),
  { header: 'Phone', variant: 'nowrap', cell: (user) => user.phone },
  {
    header: 'Role',
    variant: 'nowrap',
    cell: (user) => <RoleSelect user={user} isSelf={user._id === selfId} busy={pendingId === user._id} onChange={onRoleChange} />,
  },
  { header: 'Password', cell: () => <span className="user-password">{accountMessages.passwordStoredSecurely}</span> },
];
