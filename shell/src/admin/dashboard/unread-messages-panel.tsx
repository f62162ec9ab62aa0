// The dashboard's unread contact messages: how many, the newest with its sender and subject, and
// a link to the contacts screen. Shown to the roles that may read messages (the bell's summary).

import { Link } from '@agency/shared/router';
import { adminArea, contactDetailPath } from '@agency/shared/contract';
import { dashboardMessages as m } from '@agency/shared/contract/messages';
import { useMeQuery } from '@agency/shared/api';
import { useGetContactSummaryQuery } from '@agency/shared/staff-api';
import { DashboardPanel } from './dashboard-panel';
import { siteDateTime } from './site-time';

function UnreadSummary() {
  const { data, isError } = useGetContactSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data && !isError) return null;
  const newest = data?.newestUnread ?? null;
  return (
    <DashboardPanel id="dashboard-unread" title={m.unreadTitle} failed={isError}>
      <p className="dashboard-panel__count">{data && data.unread > 0 ? m.unreadCount(data.unread) : m.noUnread}</p>
      {newest ? (
        <p>
          {m.newest}:{' '}
          <Link to={contactDetailPath(newest._id)}>
            {[newest.firstName, newest.lastName].filter(Boolean).join(' ') || newest.email}
            {newest.subject ? ` — ${newest.subject}` : ''}
          </Link>{' '}
          <time dateTime={newest.createdAt}>{siteDateTime(newest.createdAt)}</time>
        </p>
      ) : null}
      <Link to={adminArea('contact').list} className="btn btn-outline btn-small">
        {m.openContacts}
      </Link>
    </DashboardPanel>
  );
}

export function UnreadMessagesPanel() {
  const { data: me } = useMeQuery();
  return me?.permissions?.includes('contacts.read') ? <UnreadSummary /> : null;
}
