// Shown to a signed-in member who opens an admin route.

import { Link } from '@agency/shared/router';
import { authMessages } from '@agency/shared/contract';
import { signedOut, useAppDispatch } from '@agency/shared/api';

export function NoStaffAccess({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  return (
    <main className="no-staff-access">
      <h1>No staff access</h1>
      <p role="alert">{authMessages.noStaffAccess}</p>
      <p>
        You are signed in as <strong>{email}</strong>.
      </p>
      <div className="no-staff-access__actions">
        <Link className="btn btn-primary" to="/">
          Go to the website
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => dispatch(signedOut())}>
          Log out
        </button>
      </div>
    </main>
  );
}
