// Contact, quote and FAQ question forms (product §5), shared by the public forms and POST /contact.

import { object, string, type InferType } from 'yup';
import {
  CONTACT_PHONE_MAX_DIGITS,
  NAME_MIN_CHARS,
  SUBJECT_OPTIONS,
  validationMessages as v,
  type ContactSource,
} from '@agency/shared/contract';
import { emailField, LIMITS } from './fields';

const CONTACT_SOURCES: readonly ContactSource[] = ['contact', 'quote-home', 'quote-service', 'faq'];

const nameField = (label: string) =>
  string()
    .trim()
    .max(LIMITS.shortText, v.tooLong(label, LIMITS.shortText))
    .min(NAME_MIN_CHARS, v.minChars(label, NAME_MIN_CHARS))
    .required(v.required(label));

const phoneField = () =>
  string().trim().required(v.required('Phone')).matches(/^\d+$/, v.numericOnly).max(CONTACT_PHONE_MAX_DIGITS, v.phoneMax11);

const subjectField = (required: boolean) => {
  const base = string()
    .trim()
    .oneOf(['', ...SUBJECT_OPTIONS], v.oneOf('Subject'))
    .default('');
  return required ? base.required(v.required('Subject')) : base;
};

const messageField = () => string().trim().max(LIMITS.message, v.tooLong('Message', LIMITS.message)).required(v.required('Message'));

/** Public Contact Us form: first and last name, all fields required. */
export const contactFormSchema = object({
  firstName: nameField('First name'),
  lastName: string().trim().max(LIMITS.shortText, v.tooLong('Last name', LIMITS.shortText)).required(v.required('Last name')),
  email: emailField(),
  phone: phoneField(),
  subject: subjectField(true),
  message: messageField(),
});
export type ContactFormValues = InferType<typeof contactFormSchema>;

/** Quote forms (home banner, service detail): full name, subject optional. */
export const quoteFormSchema = object({
  firstName: nameField('Full name'),
  email: emailField(),
  phone: phoneField(),
  subject: subjectField(false),
  message: messageField(),
});

/** FAQ 'Ask Your Questions': contact rules without a last name. */
export const faqQuestionFormSchema = object({
  firstName: nameField('Name'),
  email: emailField(),
  phone: phoneField(),
  subject: subjectField(true),
  message: messageField(),
});

const formSchemaBySource = {
  contact: contactFormSchema,
  'quote-home': quoteFormSchema,
  'quote-service': quoteFormSchema,
  faq: faqQuestionFormSchema,
} as const;

/** What POST /contact accepts besides the fields: which form sent it, and the captcha. */
export const contactEnvelopeSchema = object({
  source: string().oneOf(CONTACT_SOURCES, v.oneOf('Source')).default('contact'),
  sourceDetail: string().trim().max(LIMITS.shortText, v.tooLong('Source', LIMITS.shortText)).default(''),
  captcha: string().max(20_000, v.tooLong('Captcha', 20_000)).required(v.required('Captcha')),
});

/** The field rules for a message from the given form. */
export const contactSchemaFor = (source: ContactSource) => formSchemaBySource[source];
