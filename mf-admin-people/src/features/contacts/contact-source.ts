// Which public form a message came from, in words staff recognise.

import type { Contact, ContactSource } from '@agency/shared/contract';

const SOURCE_LABELS: Record<ContactSource, string> = {
  contact: 'Contact form',
  'quote-home': 'Home quote',
  'quote-service': 'Service quote',
  faq: 'FAQ question',
};

export const sourceLabel = (source: ContactSource): string => SOURCE_LABELS[source] ?? source;

/** 'Service quote: Local SEO' when the form named what it was about. */
export const sourceText = (contact: Pick<Contact, 'source' | 'sourceDetail'>): string =>
  contact.sourceDetail ? `${sourceLabel(contact.source)}: ${contact.sourceDetail}` : sourceLabel(contact.source);
