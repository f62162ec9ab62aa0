// The E-mail notifications view of Our Contacts: in plain words, whether staff get
// an e-mail for each message and to whom it goes (server settings are not the
// editors' business: they are told whom to ask), then every notification with its
// delivery status. Refreshed while open, so a waiting e-mail turns to Sent on its own.

import { notificationMessages as m } from '@agency/shared/contract';
import { useGetNotificationsQuery } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { NotificationTable } from './notification-table';
import './notifications.css';

export const NOTIFICATIONS_REFRESH_MS = 15_000;

export function NotificationsPanel() {
  const { data, isLoading, isError } = useGetNotificationsQuery(undefined, { pollingInterval: NOTIFICATIONS_REFRESH_MS });

  if (isLoading) return <Spinner label="Loading..." showLabel />;
  if (isError || !data || !Array.isArray(data.data)) return <Message tone="error">{m.loadFailed}</Message>;

  return (
    <div className="admin-list">
      <Message tone="info" className="notifications__config">
        <strong>{data.configured ? m.on(data.recipients.join(', ')) : m.off}</strong> {data.configured ? m.onHowTo : m.offHowTo}
      </Message>
      {data.data.length === 0 ? <p className="admin-list__empty">{m.empty}</p> : <NotificationTable notifications={data.data} />}
    </div>
  );
}
