// The E-mail notifications view of Our Contacts: in plain words, whether staff get
// an e-mail for each message and to whom it goes (server settings are not the
// editors' business: they are told whom to ask), then the notifications with their
// delivery status, a page at a time from the API (searchable by the message they
// announce). Refreshed while open, so a waiting e-mail turns to Sent on its own.

import { adminArea, type ContactNotification } from '@agency/shared/contract';
import { notificationMessages as m } from '@agency/shared/contract/messages';
import { useGetNotificationPageQuery } from '@agency/shared/staff-api';
import { ResourceList, useListQuery } from '@agency/shared/admin';
import { Message } from '@agency/shared/ui';
import { notificationColumns } from './notification-columns';
import { contactName } from './contact-name';
import './notifications.css';

export const NOTIFICATIONS_REFRESH_MS = 15_000;

const area = adminArea('contact');

export function NotificationsPanel() {
  const controls = useListQuery();
  const { data, isLoading, isFetching, isError } = useGetNotificationPageQuery(controls.query, {
    pollingInterval: NOTIFICATIONS_REFRESH_MS,
  });
  const malformed = data !== undefined && !Array.isArray(data.data);

  return (
    <div className="admin-list">
      {data && !malformed ? (
        <Message tone="info" className="notifications__config">
          <strong>{data.configured ? m.on(data.recipients.join(', ')) : m.off}</strong> {data.configured ? m.onHowTo : m.offHowTo}
        </Message>
      ) : null}
      <ResourceList<ContactNotification>
        area={area}
        label={m.tabNotifications}
        list={{ data: malformed ? undefined : data, isLoading, isFetching, isError: isError || malformed }}
        controls={controls}
        columns={notificationColumns}
        rowName={(notification) => `e-mail about ${contactName(notification.contact)}`}
        loadFailed={m.loadFailed}
        emptyText={m.empty}
      />
    </div>
  );
}
