// The contact list as CSV for spreadsheets (RFC 4180): every column, CRLF rows,
// quotes doubled inside quoted fields, and a UTF-8 byte-order mark so Excel reads
// accents. Cells that a spreadsheet would run as a formula are defused.

import type { Contact } from '@agency/shared/contract';
import { sourceLabel } from './contact-source';

const HEADERS = ['No.', 'First name', 'Last name', 'Email', 'Phone', 'Subject', 'Message', 'Sent from', 'Source detail', 'Received (UTC)'];

export const BYTE_ORDER_MARK = '\uFEFF';

/** Visitors write these messages: '=HYPERLINK(...)' must stay text in Excel (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const rowOf = (contact: Contact, index: number): Array<string | number> => [
  index + 1,
  contact.firstName,
  contact.lastName,
  contact.email,
  contact.phone,
  contact.subject,
  contact.message,
  sourceLabel(contact.source),
  contact.sourceDetail,
  contact.createdAt,
];

export const contactsToCsv = (contacts: readonly Contact[]): string =>
  BYTE_ORDER_MARK + [HEADERS, ...contacts.map(rowOf)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

export const csvFileName = (now: Date = new Date()): string => `contacts-${now.toISOString().slice(0, 10)}.csv`;
