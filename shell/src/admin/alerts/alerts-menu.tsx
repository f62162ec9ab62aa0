// The top bar's alerts (product §2 had a hard-coded 2; issue 21 asks for the unread
// count): how many contact messages no staff member has read yet. Opening it lists
// the newest messages, each leading to its detail view; 'Mark all as read' reads
// them all. The badge hides at 0.

import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@agency/shared/router';
import { adminArea } from '@agency/shared/contract';
import { topBarMessages } from '@agency/shared/contract/messages';
import { useGetContactSummaryQuery, useMarkAllContactsReadMutation } from '@agency/shared/staff-api';
import { useDismiss } from '../use-dismiss';
import { RecentMessages } from './recent-messages';
import { CountBadge } from './count-badge';

/** New messages show up without a reload. */
const SUMMARY_POLL_MS = 60_000;

export function AlertsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const { data: summary } = useGetContactSummaryQuery(undefined, { pollingInterval: SUMMARY_POLL_MS, refetchOnFocus: true });
  const [markAllRead, { isLoading: marking }] = useMarkAllContactsReadMutation();
  const unread = summary?.unread ?? 0;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close);

  return (
    <div className="topbar-alerts" ref={container}>
      <button
        type="button"
        className="topbar-alerts__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Messages, ${unread} new` : 'Messages, none new'}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.91V4a1 1 0 0 0-2 0v1.09A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2z"
            fill="currentColor"
          />
        </svg>
        <CountBadge count={unread} />
      </button>
      <section id={panelId} className="topbar-alerts__panel" hidden={!open} aria-label="Messages">
        <header className="topbar-alerts__header">
          <h2 className="topbar-alerts__title">Messages</h2>
          <span className="topbar-alerts__count">{unread > 0 ? `${unread} new` : topBarMessages.noNewMessages}</span>
        </header>
        {open ? <RecentMessages onPick={close} /> : null}
        <footer className="topbar-alerts__footer">
          <button type="button" className="btn btn-outline btn-small" disabled={unread === 0 || marking} onClick={() => void markAllRead()}>
            Mark all as read
          </button>
          <Link to={adminArea('contact').list} className="topbar-alerts__all" onClick={close}>
            All messages
          </Link>
        </footer>
      </section>
    </div>
  );
}
