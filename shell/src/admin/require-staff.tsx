// The guard of every admin route: no token -> /login; a member -> told they have no
// staff access yet; staff -> the admin (Settings first while the owners' second-factor rule holds it back). The role comes from GET /auth/me, not the token.
// When the session ends on an admin page, a rejected token (a 401 from any call)
// leads to /login with its notice, while a deliberate logout goes home (product §4).

import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from '@agency/shared/router';
import { LOGIN_PATH, loadErrors, SETTINGS_PATH } from '@agency/shared/contract';
import { httpStatus, useAppSelector, useIsSignedIn, useMeQuery } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { NoStaffAccess } from './no-staff-access';

export function RequireStaff({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const notice = useAppSelector((state) => state.auth.notice);
  const location = useLocation();
  const { data: me, error, isLoading, refetch } = useMeQuery(undefined, { skip: !signedIn });
  // Whether this page had a session: losing it then is a logout or a rejection, not a visitor.
  const hadSession = useRef(signedIn);
  useEffect(() => {
    if (signedIn) hadSession.current = true;
  }, [signedIn]);

  if (!signedIn && hadSession.current && notice === null) return <Navigate to="/" replace />;
  if (!signedIn || httpStatus(error) === 401) {
    // Login brings staff back here (returnPathAfterLogin), where their draft is offered back.
    return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (isLoading || (!me && !error)) return <Spinner label="Checking your access..." />;
  if (error || !me) {
    return (
      <main className="admin-guard-error">
        <Message tone="error">{loadErrors.data}</Message>
        <button type="button" className="btn btn-primary" onClick={() => refetch()}>
          Try again
        </button>
      </main>
    );
  }
  if (me.role !== 'staff') return <NoStaffAccess email={me.email} />;
  // The owners require a second factor this account lacks: its set-up (Settings) comes first.
  if (me.secondFactorSetupRequired && location.pathname !== SETTINGS_PATH) return <Navigate to={SETTINGS_PATH} replace />;
  return <>{children}</>;
}
