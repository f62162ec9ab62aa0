// A sender's full name (quote and FAQ forms have no last name).

import type { Contact } from '@agency/shared/contract';

export const contactName = (contact: Pick<Contact, 'firstName' | 'lastName'>): string =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ');
