// The staff e-mail about one message: when it was queued, its status now (sent,
// waiting and when it is tried next, or given up), the attempts and the last error.

import { type ContactNotification } from '@agency/shared/contract';
import { notificationMessages as m } from '@agency/shared/contract/messages';
import { formatDateTime } from '@agency/shared/admin';
import { NotificationStatus } from './notification-status';

export function NotificationHistory({ notification }: { notification: ContactNotification | null }) {
  return (
    <section className="admin-card contact-detail__section" aria-labelledby="contact-email-title">
      <h2 id="contact-email-title" className="contact-detail__heading">
        {m.tabNotifications}
      </h2>
      {notification ? (
        <dl className="contact-detail__facts">
          <div>
            <dt>Queued</dt>
            <dd>
              <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <NotificationStatus notification={notification} />
            </dd>
          </div>
          <div>
            <dt>{m.columns.attempts}</dt>
            <dd>{notification.attempts}</dd>
          </div>
          {notification.lastError ? (
            <div>
              <dt>{m.columns.lastError}</dt>
              <dd>{notification.lastError}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>No staff e-mail was queued for this message.</p>
      )}
    </section>
  );
}
