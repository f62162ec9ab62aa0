// The outbox as a read-only table, ten rows a page like every admin list: the
// message each e-mail announces, its status, attempts and the last error.

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's roles are spelled out
   because the phone's stacked cards (display: block) would otherwise drop its table semantics in Chromium. */
import { notificationMessages as m, type ContactNotification } from '@agency/shared/contract';
import { Pagination, usePagination } from '@agency/shared/admin';
import { formatReceived } from './contact-columns';
import { contactName } from './contact-name';
import { sourceText } from './contact-source';
import { NotificationStatus } from './notification-status';

const HEADERS = [m.columns.number, m.columns.message, m.columns.received, m.columns.email, m.columns.attempts, m.columns.lastError];

export function NotificationTable({ notifications }: { notifications: readonly ContactNotification[] }) {
  const { page, pageCount, pageItems, setPage } = usePagination(notifications);
  return (
    <>
      <div className="admin-table__scroll">
        <table className="admin-table" role="table">
          <caption className="ui-visually-hidden">{m.tabNotifications}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {HEADERS.map((header) => (
                <th key={header} scope="col" role="columnheader" className={header === m.columns.number ? 'admin-table__number' : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {pageItems.map((notification, index) => (
              <tr key={notification._id} role="row">
                <td role="cell" className="admin-table__number" data-label={m.columns.number}>{index + 1}</td>
                <td role="cell" className="admin-table__description" data-label={m.columns.message}>
                  <strong className="contact-list__subject">{contactName(notification.contact)}</strong>
                  <span>{[sourceText(notification.contact), notification.contact.subject].filter(Boolean).join(' · ')}</span>
                </td>
                <td role="cell" className="admin-table__nowrap" data-label={m.columns.received}>
                  <time dateTime={notification.createdAt}>{formatReceived(notification.createdAt)}</time>
                </td>
                <td role="cell" className="admin-table__nowrap" data-label={m.columns.email}>
                  <NotificationStatus notification={notification} />
                </td>
                <td role="cell" data-label={m.columns.attempts}>{notification.attempts}</td>
                <td role="cell" className="notification-table__error" data-label={m.columns.lastError}>{notification.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} label={m.tabNotifications} />
    </>
  );
}
