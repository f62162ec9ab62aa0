import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages, validationMessages as v, type ContactPayload } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SOLVED_CAPTCHA } from '../../../components/captcha/__mocks__/captcha';
import { homeHandlers } from '../../../testing/home-handlers';
import { VALID_MESSAGE } from '../../../testing/message-form-helpers';
import ThankYouPage from '../../outcomes/thank-you-page';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import HomePage from '../home-page';

jest.mock('../../../components/captcha/captcha');

// The sections below the hero download their code on their own (section-code.ts); these tests are about what they show.
beforeAll(loadAllSectionCode);

const sent: ContactPayload[] = [];
mockApi(
  ...homeHandlers(),
  http.post(apiUrl('contact'), async ({ request }) => {
    sent.push((await request.json()) as ContactPayload);
    return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
  }),
);

const renderHome = () =>
  renderWithStore(<HomePage />, { route: '/', path: '/', routes: [{ path: '/thank-you', element: <ThankYouPage /> }] });

describe('home quote form', () => {
  it('checks full name, email, phone and message', async () => {
    const user = userEvent.setup();
    renderHome();
    const form = within(screen.getByRole('form', { name: 'Get a free quote' }));
    await user.click(form.getByRole('button', { name: 'Get Quote' }));
    for (const message of [v.required('Full name'), v.required('Email'), v.required('Phone'), v.required('Message')]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '+44 (0)');
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('440');
    expect(form.getByText(v.numericOnly)).toBeInTheDocument();
    await screen.findByText('Post number 1');
  });

  it('sends the quote from the home banner as soon as the spam check is solved, whenever Send was pressed', async () => {
    const user = userEvent.setup();
    renderHome();
    const form = within(screen.getByRole('form', { name: 'Get a free quote' }));
    await user.type(form.getByRole('textbox', { name: 'Full name' }), VALID_MESSAGE.firstName);
    await user.type(form.getByRole('textbox', { name: 'Email' }), VALID_MESSAGE.email);
    await user.type(form.getByRole('textbox', { name: 'Phone' }), VALID_MESSAGE.phone);
    await user.type(form.getByRole('textbox', { name: 'Message' }), VALID_MESSAGE.message);
    await user.click(form.getByRole('button', { name: 'Get Quote' }));
    expect(await form.findByRole('button', { name: formMessages.sending })).toBeDisabled();
    expect(sent).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Solve captcha' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(formMessages.contactSent)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ firstName: VALID_MESSAGE.firstName, captcha: SOLVED_CAPTCHA, source: 'quote-home', sourceDetail: '' });
  });
});
