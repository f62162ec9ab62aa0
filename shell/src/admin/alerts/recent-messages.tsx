// The alert dropdown's list: the newest contact messages, the unread ones marked
// New, each with the sender, the start of the message and when it came, and each
// a link to the message in full.

import { Link } from '@agency/shared/router';
import { contactDetailPath, loadErrors, stripHtml, type Contact } from '@agency/shared/contract';
import { topBarMessages } from '@agency/shared/contract/messages';
import { useGetContactPageQuery } from '@agency/shared/staff-api';
import { Spinner } from '@agency/shared/ui';

export const RECENT_MESSAGE_COUNT = 5;

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const senderOf = (contact: Contact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ');

export function RecentMessages({ onPick }: { onPick: () => void }) {
  // Only the newest few: the whole list may hold a million messages.
  const { data, isLoading, isError } = useGetContactPageQuery({ page: 1, limit: RECENT_MESSAGE_COUNT });
  if (isLoading) return <Spinner label="Loading..." />;
  const contacts = Array.isArray(data?.data) ? data.data : null;
  if (isError || !contacts) return <p className="topbar-alerts__empty">{loadErrors.contacts}</p>;
  if (contacts.length === 0) return <p className="topbar-alerts__empty">{topBarMessages.noMessages}</p>;
  return (
    <ul className="topbar-alerts__list">
      {contacts.slice(0, RECENT_MESSAGE_COUNT).map((contact) => {
        const unread = !contact.readAt;
        return (
          <li key={contact._id} className={`topbar-alerts__item${unread ? ' is-new' : ''}`}>
            <Link to={contactDetailPath(contact._id)} className="topbar-alerts__link" onClick={onPick}>
              <span className="topbar-alerts__sender">
                {senderOf(contact)}
                {unread ? <span className="topbar-alerts__new">New</span> : null}
              </span>
              <span className="topbar-alerts__text">{stripHtml(contact.message)}</span>
              <time className="topbar-alerts__time" dateTime={contact.createdAt}>
                {TIME_FORMAT.format(new Date(contact.createdAt))}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
