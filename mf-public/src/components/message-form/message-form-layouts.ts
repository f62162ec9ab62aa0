// The fields of the contact, quote and FAQ question forms (product §2, §5), row by row:
// a row of two sits side by side from 576 px.

import { CONTACT_PHONE_MAX_DIGITS, SUBJECT_OPTIONS, SUBJECT_PLACEHOLDER } from '@agency/shared/contract';
import type { FieldSpec } from '../form-field/form-field';

export type FieldPair = readonly [FieldSpec, FieldSpec];
export type MessageFormLayout = ReadonlyArray<FieldSpec | FieldPair>;

export const isPair = (row: FieldSpec | FieldPair): row is FieldPair => Array.isArray(row);

const email: FieldSpec = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' };
const phone: FieldSpec = { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', digits: CONTACT_PHONE_MAX_DIGITS };
const subject = (required: boolean): FieldSpec => ({
  name: 'subject',
  label: 'Subject',
  as: 'select',
  emptyOption: SUBJECT_PLACEHOLDER,
  options: SUBJECT_OPTIONS,
  required,
});
const message = (rows: number): FieldSpec => ({ name: 'message', label: 'Message', as: 'textarea', rows });

/** Contact Us: first and last name, email, phone, subject and message, all required. */
export const CONTACT_LAYOUT: MessageFormLayout = [
  [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  ],
  [email, phone],
  subject(true),
  message(6),
];

/** The quote forms of the home banner and the service pages: subject optional. */
export const QUOTE_LAYOUT: MessageFormLayout = [
  { name: 'firstName', label: 'Full name', autoComplete: 'name' },
  [email, phone],
  subject(false),
  message(3),
];

/** Ask Your Questions: the contact rules without a last name. */
export const FAQ_LAYOUT: MessageFormLayout = [
  [{ name: 'firstName', label: 'Name', autoComplete: 'name' }, email],
  [phone, subject(true)],
  message(5),
];

/** Every field of a layout, in the order a visitor meets them. */
export const layoutFields = (layout: MessageFormLayout): FieldSpec[] => layout.flatMap((row) => (isPair(row) ? [...row] : [row]));
