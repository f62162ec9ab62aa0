// The Role cell: the account's role as a choice of member or one of the staff roles (product §6),
// each option described. The signed-in account cannot change its own role here.

import type { User } from '@agency/shared/contract';
import { roleMessages } from '@agency/shared/contract/messages';
import { STAFF_ROLES } from '@agency/shared/contract/messages';
import type { AssignableRole } from '@agency/shared/staff-api';

/** What the select offers: a staff role or member. */
type ShownRole = Exclude<AssignableRole, 'staff'>;

export interface RoleSelectProps {
  user: User;
  isSelf: boolean;
  busy: boolean;
  onChange: (user: User, role: AssignableRole) => void;
}

const CHOICES: readonly ShownRole[] = [...STAFF_ROLES, 'member'];

/** What the account is now: its staff role, or member. */
export const assignedRole = (user: User): ShownRole => (user.role === 'staff' ? (user.staffRole ?? 'viewer') : 'member');

export function RoleSelect({ user, isSelf, busy, onChange }: RoleSelectProps) {
  const current = assignedRole(user);
  if (isSelf) {
    return (
      <div className="user-role">
        <span className={`user-role__badge user-role__badge--${user.role}`} title={roleMessages.descriptions[current]}>
          {roleMessages.labels[current]}
        </span>
        <span className="user-role__self">(you)</span>
      </div>
    );
  }
  return (
    <select
      className="input user-role__select"
      aria-label={roleMessages.changeRole(user.username)}
      value={current}
      disabled={busy}
      onChange={(event) => onChange(user, event.target.value as ShownRole)}
    >
      {CHOICES.map((role) => (
        <option key={role} value={role} title={roleMessages.descriptions[role]}>
          {roleMessages.labels[role]}
        </option>
      ))}
    </select>
  );
}
