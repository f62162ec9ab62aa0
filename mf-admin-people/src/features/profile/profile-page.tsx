// Profile (/user-profile): the signed-in account as GET /auth/me returns it,
// instead of the brief's sample data, with the way to change the password.

import { Link } from '@agency/shared/router';
import { loadErrors, SETTINGS_PATH, type Role } from '@agency/shared/contract';
import { useMeQuery } from '@agency/shared/api';
import { AdminPage } from '@agency/shared/admin';
import { Message, Spinner } from '@agency/shared/ui';
import '../../lib/account-screens.css';

const ROLE_TEXT: Record<Role, string> = {
  staff: 'Staff (full admin access)',
  member: 'Member (no staff access yet)',
};

export default function ProfilePage() {
  const { data: me, isLoading, isError } = useMeQuery();

  let content;
  if (isLoading) content = <Spinner label="Loading..." showLabel />;
  else if (isError || !me) content = <Message tone="error">{loadErrors.data}</Message>;
  else {
    content = (
      <div className="admin-card profile-card">
        <div className="profile-card__identity">
          <span className="profile-card__avatar" aria-hidden="true">
            {me.username.charAt(0).toUpperCase()}
          </span>
          <h2 className="profile-card__name">{me.username}</h2>
        </div>
        <dl className="profile-card__details">
          <div>
            <dt>Email</dt>
            <dd>{me.email}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{me.phone || '—'}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{ROLE_TEXT[me.role]}</dd>
          </div>
        </dl>
        <Link className="btn btn-outline btn-small" to={SETTINGS_PATH}>
          Change password
        </Link>
      </div>
    );
  }
  return <AdminPage title="Profile">{content}</AdminPage>;
}
