// When a message form's code starts (formik with the yup rules, and the captcha widget): at the
// visitor's first rest in the form, not on the key they are typing, since starting it is one long
// task; at once on Send. A field left before it arrived shows its message when it does.

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages as v } from '@agency/shared/contract';
import { mockApi, renderWithStore } from '@agency/shared/testing';
import { INPUT_PAUSE_MS } from '../../captcha/use-form-intent';
import { MessageFormEngine } from '../message-form-engine';
import { Captcha } from '../../captcha/captcha';
import { ContactForm } from '../../../features/contact/contact-form';

jest.mock('../../captcha/captcha', () => {
  const standIn = jest.requireActual<typeof import('../../captcha/__mocks__/captcha')>('../../captcha/__mocks__/captcha');
  return { ...standIn, Captcha: jest.fn(standIn.Captcha) };
});
jest.mock('../message-form-engine', () => {
  const actual = jest.requireActual<typeof import('../message-form-engine')>('../message-form-engine');
  return { ...actual, MessageFormEngine: jest.fn(actual.MessageFormEngine) };
});

mockApi();

/** Whether the form asked for the captcha widget in any render so far. */
const captchaAsked = () => jest.mocked(Captcha).mock.calls.some(([props]) => props.load);

/** Lets the engine's import and the renders after it settle, the clock standing still. */
const settle = () => act(async () => jest.advanceTimersByTime(0));

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(Captcha).mockClear();
  jest.mocked(MessageFormEngine).mockClear();
});
afterEach(() => jest.useRealTimers());

const setUp = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithStore(<ContactForm />, { route: '/contact', path: '/contact' });
  return user;
};

it('starts nothing while the visitor types, however long, and starts both once they rest', async () => {
  const user = setUp();
  await user.click(screen.getByRole('textbox', { name: 'First name' }));
  // A key every 150 ms for three seconds: each comes before the rest is over.
  for (let key = 0; key < 20; key += 1) {
    await user.keyboard('a');
    await act(async () => jest.advanceTimersByTime(150));
  }
  await settle();
  expect(MessageFormEngine).not.toHaveBeenCalled();
  expect(captchaAsked()).toBe(false);

  await act(async () => jest.advanceTimersByTime(INPUT_PAUSE_MS));
  await settle();
  expect(MessageFormEngine).toHaveBeenCalled();
  expect(captchaAsked()).toBe(true);
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('a'.repeat(20));
});

it('starts both at once when Send is pressed before any rest', async () => {
  const user = setUp();
  await user.click(screen.getByRole('textbox', { name: 'First name' }));
  await user.keyboard('Pat');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await settle();
  expect(MessageFormEngine).toHaveBeenCalled();
  expect(captchaAsked()).toBe(true);
});

it("shows a field's message when the code arrives, for a field left before it did", async () => {
  const user = setUp();
  await user.click(screen.getByRole('textbox', { name: 'First name' }));
  await user.keyboard('Al');
  await user.tab();
  await settle();
  expect(MessageFormEngine).not.toHaveBeenCalled();
  expect(screen.queryByText(v.minChars('First name', 3))).toBeNull();

  await act(async () => jest.advanceTimersByTime(INPUT_PAUSE_MS));
  await settle();
  expect(await screen.findByText(v.minChars('First name', 3))).toBeInTheDocument();
  // Only the field that was left: the e-mail, focused and never left, says nothing yet.
  expect(screen.queryByText(v.required('Email'))).toBeNull();
});
