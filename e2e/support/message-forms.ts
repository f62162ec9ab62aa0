// Filling the public message forms (contact, quote, FAQ question) the way a visitor does.

import type { Locator } from '@playwright/test';

export interface MessageValues {
  /** The name field's label: 'First name', 'Full name' or 'Name'. */
  nameLabel: string;
  name: string;
  lastName?: string;
  email: string;
  phone: string;
  subject?: string;
  message: string;
}

/** A text field of the form by its accessible name (the required star is hidden from it). */
export const field = (form: Locator, name: string): Locator => form.getByRole('textbox', { name, exact: true });

export const fillMessageForm = async (form: Locator, values: MessageValues): Promise<void> => {
  await field(form, values.nameLabel).fill(values.name);
  if (values.lastName !== undefined) await field(form, 'Last name').fill(values.lastName);
  await field(form, 'Email').fill(values.email);
  await field(form, 'Phone').fill(values.phone);
  if (values.subject !== undefined) await form.getByRole('combobox', { name: 'Subject', exact: true }).selectOption(values.subject);
  await field(form, 'Message').fill(values.message);
};
