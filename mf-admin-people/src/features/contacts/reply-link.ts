// The mailto: link of "Reply by e-mail": the visitor's address, "Re:" their subject,
// and their message quoted below the cursor, as a mail program's reply does.

import { SITE, type Contact } from '@agency/shared/contract';
import { contactName } from './contact-name';
import { plainMessage } from './plain-message';

export const replySubject = (contact: Pick<Contact, 'subject'>): string => `Re: ${contact.subject || `Your message to ${SITE.name}`}`;

export const replyHref = (contact: Contact, received: string): string => {
  const quoted = plainMessage(contact.message)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${received}, ${contactName(contact)} wrote:\n${quoted}`;
  const query = new URLSearchParams({ subject: replySubject(contact), body }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(contact.email).replace(/%40/g, '@')}?${query}`;
};
