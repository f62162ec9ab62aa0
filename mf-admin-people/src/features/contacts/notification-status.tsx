// The e-mail status cell: Sent / Waiting / Failed, and when it went, when it is
// tried next, or that it was given up (the message itself stays in the list).

import { type ContactNotification } from '@agency/shared/contract';
import { notificationMessages as m } from '@agency/shared/contract/messages';
import { formatDateTime } from '@agency/shared/admin';

const detail = (notification: ContactNotification): string | null => {
  if (notification.status === 'sent' && notification.sentAt) return m.sentAt(formatDateTime(notification.sentAt));
  if (notification.status === 'pending' && notification.nextAttemptAt && notification.attempts > 0)
    return m.nextAttempt(formatDateTime(notification.nextAttemptAt));
  if (notification.status === 'failed') return m.gaveUp;
  return null;
};

export function NotificationStatus({ notification }: { notification: ContactNotification }) {
  const more = detail(notification);
  return (
    <>
      <span className={`notification-status notification-status--${notification.status}`}>{m.status[notification.status]}</span>
      {more ? <span className="notification-status__detail">{more}</span> : null}
    </>
  );
}
