// Idle sign-out (the original app had one; a session otherwise lives for days):
// after 30 minutes without activity (ADMIN_IDLE_MINUTES) staff are signed out in
// this browser, warned a minute before. What they typed stays: every form keeps
// its draft, and logging in again returns to the same screen to offer it back.
// The server's session expiry is unchanged; this is the browser's side.

import { useCallback, useEffect, useId, useRef } from 'react';
import { authMessages } from '@agency/shared/contract';
import { idleMessages } from '@agency/shared/contract/messages';
import { signedOut, useAppDispatch } from '@agency/shared/api';
import { useIdleCountdown } from './use-idle-countdown';

export function IdleSignOut() {
  const dispatch = useAppDispatch();
  const signOut = useCallback(() => dispatch(signedOut({ notice: authMessages.idleSignedOut })), [dispatch]);
  const { secondsLeft, stay } = useIdleCountdown(signOut);
  const titleId = useId();
  const textId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const warning = secondsLeft !== null;

  useEffect(() => {
    if (!warning) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [warning]);

  if (!warning) return null;
  return (
    <div className="idle-warning__backdrop">
      <div className="idle-warning" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId} className="idle-warning__title">
          {idleMessages.warningTitle}
        </h2>
        {/* The count is read when the dialog opens, not every second. */}
        <p id={textId}>{idleMessages.warning(secondsLeft)}</p>
        <button ref={button} type="button" className="btn btn-primary" onClick={stay}>
          {idleMessages.stay}
        </button>
      </div>
    </div>
  );
}
