import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormikField as FormField } from '../formik-field';

const initialValues = { firstName: '', phone: '', topic: '', message: '' };

const MessageForm = ({ onSubmit }: { onSubmit: (values: typeof initialValues) => void }) => (
  <Formik initialValues={initialValues} onSubmit={onSubmit}>
    <Form aria-label="Enquiry">
      <FormField name="firstName" label="First name" />
      <FormField name="phone" label="Phone" type="tel" digits={10} />
      <FormField name="topic" label="Topic" as="select" emptyOption="Looking for..." options={['SEO', 'Ads']} />
      <FormField name="message" label="Message" as="textarea" />
      <button type="submit">Send</button>
    </Form>
  </Formik>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a server-rendered form', () => {
  it('keeps what the visitor typed before the scripts ran', async () => {
    const onSubmit = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MessageForm onSubmit={onSubmit} />);
    document.body.append(container);

    // The visitor types into the server's markup: no React yet, no events handled.
    (screen.getByLabelText(/First name/) as HTMLInputElement).value = 'Jane';
    (screen.getByLabelText(/Phone/) as HTMLInputElement).value = '012-345-6789';
    (screen.getByLabelText(/Topic/) as HTMLSelectElement).value = 'Ads';

    await act(async () => {
      root = hydrateRoot(container, <MessageForm onSubmit={onSubmit} />);
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ firstName: 'Jane', phone: '0123456789', topic: 'Ads', message: 'Hello' });
    expect(screen.getByLabelText(/First name/)).toHaveValue('Jane');
  });
});
