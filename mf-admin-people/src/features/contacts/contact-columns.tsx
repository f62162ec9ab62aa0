// Columns of the contact list (product §2): Name (linking to the message in full,
// marked New while unread), Phone, Email, Message (tags stripped, subject above
// it), Date (with the form the message came from) and whether it was read. Narrow
// enough that the Actions column is in view at 1366 px.

import type { Contact } from '@agency/shared/contract';
import { formatDateTime, sortable, type Column } from '@agency/shared/admin';
import { ContactMessage } from './contact-message';
import { ContactReadToggle } from './contact-read-toggle';
import { ContactSender } from './contact-sender';
import { sourceText } from './contact-source';

export const contactColumns: Column<Contact>[] = [
  sortable({ header: 'Name', cell: (contact) => <ContactSender contact={contact} /> }, 'firstName'),
  { header: 'Phone', variant: 'nowrap', cell: (contact) => <a href={`tel:${contact.phone}`}>{contact.phone}</a> },
  sortable(
    {
      header: 'Email',
      cell: (contact) => (
        <a className="contact-list__email" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ),
    },
    'email',
  ),
  { header: 'Message', variant: 'description', cell: (contact) => <ContactMessage contact={contact} /> },
  sortable(
    {
      header: 'Date',
      cell: (contact) => (
        <>
          <time dateTime={contact.createdAt} className="contact-list__date">
            {formatDateTime(contact.createdAt)}
          </time>
          <span className="contact-list__source">{sourceText(contact)}</span>
        </>
      ),
    },
    'createdAt',
    'desc',
  ),
  { header: 'Status', variant: 'nowrap', cell: (contact) => <ContactReadToggle contact={contact} /> },
];
