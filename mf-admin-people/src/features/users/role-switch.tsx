// The Role cell: the account's role, and a button that makes a member staff or
// staff a member again. The signed-in account cannot change its own role here.

import type { Role, User } from '@agency/shared/contract';

export interface RoleSwitchProps {
  user: User;
  isSelf: boolean;
  busy: boolean;
  onChange: (user: User, role: Role) => void;
}

const ROLE_LABELS: Record<Role, string> = { staff: 'Staff', member: 'Member' };

export function RoleSwitch({ user, isSelf, busy, onChange }: RoleSwitchProps) {
  const next: Role = user.role === 'staff' ? 'member' : 'staff';
  return (
    <div className="user-role">
      <span className={`user-role__badge user-role__badge--${user.role}`}>{ROLE_LABELS[user.role]}</span>
      {isSelf ? (
        <span className="user-role__self">(you)</span>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={`Make ${user.username} ${next}`}
          disabled={busy}
          onClick={() => onChange(user, next)}
        >
          {next === 'staff' ? 'Make staff' : 'Make member'}
        </button>
      )}
    </div>
  );
}
