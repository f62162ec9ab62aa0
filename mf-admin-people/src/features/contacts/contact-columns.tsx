// Columns of the contact list (product §2): Name, Phone, Email, Message (tags
// stripped, subject above it), Date, and the form the message came from.

import type { Contact } from '@agency/shared/contract';
import { sortable, textColumn, type Column } from '@agency/shared/admin';
import { ContactMessage } from './contact-message';
import { contactName } from './contact-name';
import { sourceText } from './contact-source';

import { formatDateTime } from '../../lib/date-time';

export const formatReceived = formatDateTime;

export const contactColumns: Column<Contact>[] = [
  sortable(textColumn<Contact>('Name', contactName), 'firstName'),
  { header: 'Phone', variant: 'nowrap', cell: (contact) => <a href={`tel:${contact.phone}`}>{contact.phone}</a> },
  sortable({ header: 'Email', cell: (contact) => <a href={`mailto:${contact.email}`}>{contact.email}</a> }, 'email'),
  { header: 'Message', variant: 'description', cell: (contact) => <ContactMessage contact={contact} /> },
  sortable({ header: 'Date', variant: 'nowrap', cell: (contact) => <time dateTime={contact.createdAt}>{formatReceived(contact.createdAt)}</time> }, 'createdAt', 'desc'),
  textColumn<Contact>('Sent from', sourceText),
];
