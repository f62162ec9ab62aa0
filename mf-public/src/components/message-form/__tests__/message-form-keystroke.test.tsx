// What a keystroke costs in a message form: the typed field re-renders, not the other fields nor
// the captcha, and no field re-renders when the visitor starts using the form nor when its code
// arrives. A field's message still follows the typing once it shows.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages as v } from '@agency/shared/contract';
import { mockApi, renderWithStore } from '@agency/shared/testing';
import { FormField } from '../../form-field/form-field';
import { MessageFormEngine } from '../message-form-engine';
import { Captcha } from '../../captcha/captcha';
import { ContactForm } from '../../../features/contact/contact-form';

// The real components (the captcha: its stand-in), counted.
jest.mock('../../captcha/captcha', () => {
  const standIn = jest.requireActual<typeof import('../../captcha/__mocks__/captcha')>('../../captcha/__mocks__/captcha');
  return { ...standIn, Captcha: jest.fn(standIn.Captcha) };
});
jest.mock('../../form-field/form-field', () => {
  const actual = jest.requireActual<typeof import('../../form-field/form-field')>('../../form-field/form-field');
  return { ...actual, FormField: jest.fn(actual.FormField) };
});
jest.mock('../message-form-engine', () => {
  const actual = jest.requireActual<typeof import('../message-form-engine')>('../message-form-engine');
  return { ...actual, MessageFormEngine: jest.fn(actual.MessageFormEngine) };
});

mockApi();

/** The names of the fields rendered since the counts were last cleared. */
const renderedFields = () => jest.mocked(FormField).mock.calls.map(([props]) => props.name);

const startUsing = async (user: ReturnType<typeof userEvent.setup>) => {
  renderWithStore(<ContactForm />, { route: '/contact', path: '/contact' });
  jest.mocked(FormField).mockClear();
  await user.click(screen.getByRole('textbox', { name: 'First name' }));
  // Formik and the yup rules arrive once the form is in use.
  await waitFor(() => expect(MessageFormEngine).toHaveBeenCalled());
};

it('re-renders no field when the visitor starts using the form nor when its code arrives', async () => {
  const user = userEvent.setup();
  await startUsing(user);
  expect(renderedFields()).toEqual([]);
});

it('re-renders the typed field alone on a keystroke: not the other fields, not the captcha', async () => {
  const user = userEvent.setup();
  await startUsing(user);
  jest.mocked(FormField).mockClear();
  jest.mocked(Captcha).mockClear();
  await user.keyboard('Pat');
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Pat');
  expect(new Set(renderedFields())).toEqual(new Set(['firstName']));
  expect(Captcha).not.toHaveBeenCalled();
});

it("follows the typing with the field's own message once it shows, and no other field's", async () => {
  const user = userEvent.setup();
  await startUsing(user);
  await user.keyboard('Al');
  // Left (touched): its message shows; the e-mail, never left, says nothing while it is empty.
  await user.tab();
  expect(await screen.findByText(v.minChars('First name', 3))).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'i');
  expect(screen.queryByText(v.minChars('First name', 3))).not.toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'First name' }));
  expect(screen.getByText(v.required('First name'))).toBeInTheDocument();
  expect(screen.queryByText(v.required('Email'))).not.toBeInTheDocument();
});
