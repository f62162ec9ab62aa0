import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages, validationMessages as v, type ContactPayload } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SOLVED_CAPTCHA } from '../../../components/captcha/__mocks__/captcha';
import { fillMessageForm, VALID_MESSAGE } from '../../../testing/message-form-helpers';
import ThankYouPage from '../../outcomes/thank-you-page';
import FaqsPage from '../faqs-page';

jest.mock('../../../components/captcha/captcha');

const sent: ContactPayload[] = [];
mockApi(
  http.get(apiUrl('faqs'), () => HttpResponse.json([])),
  http.post(apiUrl('contact'), async ({ request }) => {
    sent.push((await request.json()) as ContactPayload);
    return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
  }),
);

const renderFaqs = () =>
  renderWithStore(<FaqsPage />, { route: '/faqs', path: '/faqs', routes: [{ path: '/thank-you', element: <ThankYouPage /> }] });

describe('Ask Your Questions', () => {
  it('asks for every field, without a last name', async () => {
    const user = userEvent.setup();
    renderFaqs();
    const form = within(screen.getByRole('form', { name: 'Ask Your Questions' }));
    expect(form.queryByRole('textbox', { name: 'Last name' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send Question' }));
    for (const message of [v.required('Name'), v.required('Email'), v.required('Phone'), v.required('Subject'), v.required('Message')]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Al');
    await user.tab();
    expect(await form.findByText(v.minChars('Name', 3))).toBeInTheDocument();
  });

  it("sends the question and thanks the visitor with the FAQ form's notice", async () => {
    const user = userEvent.setup();
    renderFaqs();
    const { firstName, email, phone, subject, message } = VALID_MESSAGE;
    await fillMessageForm(user, { nameLabel: 'Name', firstName, email, phone, subject, message });
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(formMessages.faqQuestionSent)).toBeInTheDocument();
    expect(sent).toEqual([{ firstName, email, phone, subject, message, captcha: SOLVED_CAPTCHA, source: 'faq', sourceDetail: '' }]);
  });
});
