// Leaving a field shows its error, which moves what lies below it. When the visitor leaves
// the field by pressing Send, Send must not move between the press and the release: the
// browser gives the click to what is under the finger when it lifts (on a phone, the form's
// footer), and the tap on Send was lost.

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormikField as FormField } from '../formik-field';

const REQUIRED = 'First name is required';
const INVALID_EMAIL = 'Enter a valid email address';

const validate = (values: { firstName: string; email: string }) => ({
  ...(values.firstName ? {} : { firstName: REQUIRED }),
  ...(/^\S+@\S+\.\S+$/.test(values.email) ? {} : { email: INVALID_EMAIL }),
});

const renderForm = (onSubmit = jest.fn()) =>
  render(
    <Formik initialValues={{ firstName: '', email: '' }} validate={validate} onSubmit={onSubmit}>
      <Form aria-label="Enquiry" noValidate>
        <FormField name="firstName" label="First name" />
        <FormField name="email" label="Email" type="email" />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );

// The clock is the test's: a press that ends without a click lets the error through after a second (after-press.ts),
// and on a busy machine a second of real time could pass before the checks that it has not shown yet.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});
const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

const settle = (ms = 50) => act(() => jest.advanceTimersByTime(ms));

it('keeps Send in place while it is pressed, so the press submits and then every error shows', async () => {
  renderForm();
  await typist().type(screen.getByLabelText(/Email/), 'phone-visitor');
  const send = screen.getByRole('button', { name: 'Send' });

  // A tap: the finger goes down and lifts, then the browser's mouse events move the focus.
  fireEvent.pointerDown(send);
  fireEvent.pointerUp(send);
  act(() => send.focus());
  await settle();
  expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();

  fireEvent.click(send);
  expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  expect(screen.getByText(INVALID_EMAIL)).toBeInTheDocument();
});

it('shows the error of a field left with the keyboard at once', async () => {
  renderForm();
  const user = typist();
  await user.type(screen.getByLabelText(/Email/), 'phone-visitor');
  await user.tab();
  expect(await screen.findByText(INVALID_EMAIL)).toBeInTheDocument();
});

it('shows the error once a press that ends without a click is over (a scroll)', async () => {
  renderForm();
  await typist().type(screen.getByLabelText(/Email/), 'phone-visitor');
  fireEvent.pointerDown(document.body);
  act(() => screen.getByLabelText(/Email/).blur());
  fireEvent.pointerUp(document.body);
  await settle();
  expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();
  // The waits of testing-library move the faked clock on.
  expect(await screen.findByText(INVALID_EMAIL)).toBeInTheDocument();
});
