// Filling in the public message forms the way a visitor does.

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface MessageFormInput {
  firstName?: string;
  /** The label of the name field: 'First name', 'Full name' or 'Name'. */
  nameLabel?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  subject?: string;
  message?: string;
}

export const VALID_MESSAGE = {
  firstName: 'Jane Carter',
  lastName: 'Carter',
  email: 'jane@example.com',
  phone: '07700900123',
  subject: 'Seo Audit',
  message: 'Please call me about an SEO audit.',
};

export const fillMessageForm = async (user: UserEvent, input: MessageFormInput) => {
  const field = (name: string) => screen.getByRole('textbox', { name });
  if (input.firstName !== undefined) await user.type(field(input.nameLabel ?? 'First name'), input.firstName);
  if (input.lastName !== undefined) await user.type(field('Last name'), input.lastName);
  if (input.email !== undefined) await user.type(field('Email'), input.email);
  if (input.phone !== undefined) await user.type(field('Phone'), input.phone);
  if (input.subject !== undefined) await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), input.subject);
  if (input.message !== undefined) await user.type(field('Message'), input.message);
};
