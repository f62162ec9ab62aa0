// Marks one message read or unread again from the list (the bell's count follows).

import type { Contact } from '@agency/shared/contract';
import { useSetContactReadMutation } from '@agency/shared/staff-api';
import { contactName } from './contact-name';

export function ContactReadToggle({ contact }: { contact: Contact }) {
  const [setRead, { isLoading }] = useSetContactReadMutation();
  const read = Boolean(contact.readAt);
  return (
    <button
      type="button"
      className="contact-list__read-toggle"
      disabled={isLoading}
      aria-label={`${read ? 'Mark as unread' : 'Mark as read'}: message from ${contactName(contact)}`}
      onClick={() => void setRead({ id: contact._id, read: !read })}
    >
      {read ? 'Mark unread' : 'Mark read'}
    </button>
  );
}
