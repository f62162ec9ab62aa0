// The alert dropdown's list: the newest contact messages, the unseen ones marked
// New, each with the sender, the start of the message and when it came.

import { loadErrors, stripHtml, topBarMessages, type Contact } from '@agency/shared/contract';
import { useGetContactPageQuery } from '@agency/shared/api';
import { Spinner } from '@agency/shared/ui';

export const RECENT_MESSAGE_COUNT = 5;

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const senderOf = (contact: Contact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ');

export function RecentMessages({ unseen }: { unseen: number }) {
  // Only the newest few: the whole list may hold a million messages.
  const { data, isLoading, isError } = useGetContactPageQuery({ page: 1, limit: RECENT_MESSAGE_COUNT });
  if (isLoading) return <Spinner label="Loading..." />;
  const contacts = Array.isArray(data?.data) ? data.data : null;
  if (isError || !contacts) return <p className="topbar-alerts__empty">{loadErrors.contacts}</p>;
  if (contacts.length === 0) return <p className="topbar-alerts__empty">{topBarMessages.noMessages}</p>;
  return (
    <ul className="topbar-alerts__list">
      {/* The API lists newest first, so the first `unseen` are the new ones. */}
      {contacts.slice(0, RECENT_MESSAGE_COUNT).map((contact, index) => (
        <li key={contact._id} className={`topbar-alerts__item${index < unseen ? ' is-new' : ''}`}>
          <span className="topbar-alerts__sender">
            {senderOf(contact)}
            {index < unseen ? <span className="topbar-alerts__new">New</span> : null}
          </span>
          <span className="topbar-alerts__text">{stripHtml(contact.message)}</span>
          <time className="topbar-alerts__time" dateTime={contact.createdAt}>
            {TIME_FORMAT.format(new Date(contact.createdAt))}
          </time>
        </li>
      ))}
    </ul>
  );
}
