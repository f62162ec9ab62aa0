// Asks before a changed form is left: the browser's own prompt on reload or close,
// and our dialog on a move inside the app. A session that ended (logout, expiry,
// idle sign-out) is never held up: the form's draft is kept for the next login.

import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from '@agency/shared/router';
import { useIsSignedIn } from '@agency/shared/api';

export const useLeaveGuard = (active: boolean): Blocker => {
  const signedIn = useIsSignedIn();
  const state = useRef({ active, signedIn });
  state.current = { active, signedIn };

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      state.current.active &&
      state.current.signedIn &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
};
