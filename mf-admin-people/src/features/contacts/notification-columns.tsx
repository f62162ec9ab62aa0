// Columns of the E-mail notifications view (read-only): the message each e-mail
// announces, when it came, the e-mail's status, attempts and the last error.

import { type ContactNotification } from '@agency/shared/contract';
import { notificationMessages as m } from '@agency/shared/contract/messages';
import { sortable, type Column } from '@agency/shared/admin';
import { formatDateTime } from '@agency/shared/admin';
import { contactName } from './contact-name';
import { sourceText } from './contact-source';
import { NotificationStatus } from './notification-status';

export const notificationColumns: Column<ContactNotification>[] = [
  {
    header: m.columns.message,
    variant: 'description',
    cell: (notification) => (
      <>
        <strong className="contact-list__subject">{contactName(notification.contact)}</strong>
        <span>{[sourceText(notification.contact), notification.contact.subject].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  sortable(
    {
      header: m.columns.received,
      variant: 'nowrap',
      cell: (notification) => <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>,
    },
    'createdAt',
    'desc',
  ),
  { header: m.columns.email, variant: 'nowrap', cell: (notification) => <NotificationStatus notification={notification} /> },
  { header: m.columns.attempts, cell: (notification) => notification.attempts },
  {
    header: m.columns.lastError,
    cell: (notification) => <span className="notification-table__error">{notification.lastError ?? ''}</span>,
  },
];
