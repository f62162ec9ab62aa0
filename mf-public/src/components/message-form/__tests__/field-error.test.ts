// A keystroke checks its own field alone (fieldError): each field's message must be the one
// formik's whole-form validation gives, for every form's rules.

import { validateYupSchema, yupToFormErrors } from 'formik';
import { contactSchemaFor } from '@agency/shared/schemas';
import { fieldError } from '../message-form-engine';

const SAMPLES: Record<string, string[]> = {
  firstName: ['', '   ', 'Al', ' Al ', 'Alice', 'x'.repeat(300)],
  lastName: ['', ' ', 'C', 'Carter', 'x'.repeat(300)],
  email: ['', 'not-an-email', 'a@b', 'jane@example.com', ` ${'x'.repeat(300)}@example.com`],
  phone: ['', '07a7', '07700900123', '077009001234', ' 123 '],
  subject: ['', 'Seo Audit', 'Something else'],
  message: ['', '  ', 'Hello', 'x'.repeat(6000)],
};

const wholeFormError = async (schema: Parameters<typeof validateYupSchema>[1], values: Record<string, string>, name: string) => {
  try {
    await validateYupSchema(values, schema);
    return undefined;
  } catch (error) {
    return (yupToFormErrors(error) as Record<string, string | undefined>)[name];
  }
};

it.each(['contact', 'quote-home', 'faq'] as const)(
  'gives each field of the %s form the message the whole form gives it',
  async (source) => {
    const schema = contactSchemaFor(source);
    const names = Object.keys(schema.fields);
    const blank = Object.fromEntries(names.map((name) => [name, '']));
    for (const name of names) {
      for (const value of SAMPLES[name] ?? ['']) {
        const values = { ...blank, [name]: value };
        expect([name, value, fieldError(schema, name, values)]).toEqual([name, value, await wholeFormError(schema, values, name)]);
      }
    }
  },
);
