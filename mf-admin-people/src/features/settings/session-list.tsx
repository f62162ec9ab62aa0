// Settings: where the account is signed in (GET /auth/sessions), newest activity first,
// this browser marked, and every other session signed out with one button
// (DELETE /auth/sessions/:id). Signing out this browser is the user menu's Logout.

import { accountMessages, MESSAGE_LONG_MS, type SessionInfo } from '@agency/shared/contract';
import { useEndSessionMutation, useSessionsQuery } from '@agency/shared/staff-api';
import { Message, Spinner, useTimedMessage } from '@agency/shared/ui';
import { formatDateTime } from '@agency/shared/admin';
import { describeBrowser } from './describe-browser';

function SessionItem({ session, onEnd, ending }: { session: SessionInfo; onEnd: (session: SessionInfo) => void; ending: boolean }) {
  const device = describeBrowser(session.userAgent);
  return (
    <li className="session-list__item">
      <div>
        <p className="session-list__device">
          {device}
          {session.current ? <span className="session-list__current"> · {accountMessages.thisBrowser}</span> : null}
        </p>
        <p className="session-list__details">
          {session.ip ? <>From {session.ip} · </> : null}
          Signed in <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time> · last active{' '}
          <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={ending}
          aria-label={`Sign out ${device}${session.ip ? ` from ${session.ip}` : ''}`}
          onClick={() => onEnd(session)}
        >
          Sign out
        </button>
      )}
    </li>
  );
}

export function SessionList() {
  const { data: sessions, isLoading, isError } = useSessionsQuery();
  const [endSession, { isLoading: ending }] = useEndSessionMutation();
  const { message, show } = useTimedMessage();

  const end = async (session: SessionInfo) => {
    try {
      const reply = await endSession(session._id).unwrap();
      show(reply.message, 'success', MESSAGE_LONG_MS);
    } catch {
      show(accountMessages.sessionEndFailed, 'error', MESSAGE_LONG_MS);
    }
  };

  return (
    <section className="session-list" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{accountMessages.sessionsTitle}</h2>
      <p className="account-intro">{accountMessages.sessionsIntro}</p>
      {isLoading ? <Spinner /> : null}
      {isError ? <Message tone="error">{accountMessages.sessionsLoadFailed}</Message> : null}
      {sessions ? (
        <ul className="session-list__items">
          {sessions.map((session) => (
            <SessionItem key={session._id} session={session} onEnd={end} ending={ending} />
          ))}
        </ul>
      ) : null}
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
    </section>
  );
}
