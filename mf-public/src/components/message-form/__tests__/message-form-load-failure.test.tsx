// A form whose code failed to download at the visitor's rest tries again when they press Send.

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '@agency/shared/testing';
import { INPUT_PAUSE_MS } from '../../captcha/use-form-intent';
import { ContactForm } from '../../../features/contact/contact-form';

jest.mock('../../captcha/captcha');

/** Downloads of the form's code so far; the first one fails, as a dropped connection would. */
let downloads = 0;
jest.mock('../message-form-engine', () => {
  downloads += 1;
  if (downloads === 1) throw new Error('ChunkLoadError: the connection dropped');
  const actual = jest.requireActual<typeof import('../message-form-engine')>('../message-form-engine');
  return { ...actual, MessageFormEngine: jest.fn(actual.MessageFormEngine) };
});

mockApi();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('downloads the code again on Send after its first download failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithStore(<ContactForm />, { route: '/contact', path: '/contact' });
  await user.click(screen.getByRole('textbox', { name: 'First name' }));
  await user.keyboard('Pat');
  await act(async () => jest.advanceTimersByTime(INPUT_PAUSE_MS));
  expect(downloads).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await act(async () => jest.advanceTimersByTime(0));
  expect(downloads).toBe(2);
  const { MessageFormEngine } = jest.requireMock<typeof import('../message-form-engine')>('../message-form-engine');
  expect(MessageFormEngine).toHaveBeenCalled();
});
