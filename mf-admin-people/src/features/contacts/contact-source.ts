// Which public form a message came from, in words staff recognise (the labels live
// in the message catalogue, shared with the staff e-mails).

import { contactSourceLabels, type Contact, type ContactSource } from '@agency/shared/contract';

export const sourceLabel = (source: ContactSource): string => contactSourceLabels[source] ?? source;

/** 'Service quote: Local SEO' when the form named what it was about. */
export const sourceText = (contact: Pick<Contact, 'source' | 'sourceDetail'>): string =>
  contact.sourceDetail ? `${sourceLabel(contact.source)}: ${contact.sourceDetail}` : sourceLabel(contact.source);
