import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiMessages,
  CONTACT_FAILURE_CLEAR_MS,
  formMessages,
  SUBJECT_OPTIONS,
  SUBJECT_PLACEHOLDER,
  validationMessages as v,
  type ContactPayload,
} from '@agency/shared/contract';
import { VISIT_STORAGE_KEY } from '@agency/shared/contract/visit';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SOLVED_CAPTCHA } from '../../../components/captcha/__mocks__/captcha';
import { fillMessageForm, VALID_MESSAGE } from '../../../testing/message-form-helpers';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import ThankYouPage from '../../outcomes/thank-you-page';
import ContactPage from '../contact-page';

jest.mock('../../../components/captcha/captcha');

// The page's server-only parts load their code on their own (section-code.ts); these tests are about what they show.
beforeAll(loadAllSectionCode);

const sent: ContactPayload[] = [];
const server = mockApi(
  http.post(apiUrl('contact'), async ({ request }) => {
    sent.push((await request.json()) as ContactPayload);
    return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
  }),
);

beforeEach(() => {
  sent.length = 0;
});

const renderContact = (route = '/contact') =>
  renderWithStore(<ContactPage />, { route, path: '/contact', routes: [{ path: '/thank-you', element: <ThankYouPage /> }] });

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('contact form', () => {
  it('shows the mail, address and phone cards', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const title of ['Mail us', 'Visit us', 'Call us']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('says which fields are required', async () => {
    const user = userEvent.setup();
    renderContact();
    await submit(user);
    for (const message of [
      v.required('First name'),
      v.required('Last name'),
      v.required('Email'),
      v.required('Phone'),
      v.required('Subject'),
      v.required('Message'),
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(v.required('First name'));
    expect(sent).toHaveLength(0);
  });

  it('wants at least 3 characters of first name and a valid email', async () => {
    const user = userEvent.setup();
    renderContact();
    await fillMessageForm(user, { firstName: 'Al', email: 'not-an-email' });
    await submit(user);
    expect(await screen.findByText(v.minChars('First name', 3))).toBeInTheDocument();
    expect(screen.getByText(v.email)).toBeInTheDocument();
  });

  it('keeps only digits in the phone, at most 11, and says when something else was typed', async () => {
    const user = userEvent.setup();
    renderContact();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '07a7');
    expect(phone).toHaveValue('077');
    expect(phone).toHaveAccessibleDescription(v.numericOnly);
    await user.type(phone, '0090012345678');
    expect(phone).toHaveValue('07700900123');
    await user.tab();
    expect(screen.queryByText(v.numericOnly)).not.toBeInTheDocument();
  });

  it('offers the subjects behind the Looking for... placeholder', () => {
    renderContact();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([SUBJECT_PLACEHOLDER, ...SUBJECT_OPTIONS]);
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  });

  it('marks every invalid field alike and takes the visitor to the first one', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Carter');
    await submit(user);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    for (const name of ['First name', 'Email', 'Phone', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('aria-invalid');
  });

  // The dead click of issue 15: Send pressed while the spam check was still working (or not yet
  // started, when its code came after the last focus) was refused with 'Please complete the
  // reCAPTCHA', and the solution arriving a moment later took that message away again: no
  // request, no message. Now the press waits for the solution and sends.
  it('sends a message whose Send was pressed before the spam check finished, once it finishes', async () => {
    const user = userEvent.setup();
    renderContact();
    await fillMessageForm(user, VALID_MESSAGE);
    await submit(user);
    expect(await screen.findByRole('button', { name: formMessages.sending })).toBeDisabled();
    expect(screen.queryByText(formMessages.captchaMissing)).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(sent).toEqual([{ ...VALID_MESSAGE, captcha: SOLVED_CAPTCHA, source: 'contact', sourceDetail: '' }]);
  });

  it('sends one message for a double click on Send', async () => {
    const user = userEvent.setup();
    renderContact();
    await fillMessageForm(user, VALID_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.dblClick(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('gets a fresh solution and sends again by itself when the server refuses the captcha', async () => {
    let refused = false;
    server.use(
      http.post(apiUrl('contact'), async ({ request }) => {
        sent.push((await request.json()) as ContactPayload);
        if (refused) return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
        refused = true;
        return HttpResponse.json({ message: apiMessages.captchaFailed }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderContact();
    await fillMessageForm(user, VALID_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('button', { name: formMessages.sending })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(sent.map((message) => message.captcha)).toEqual([SOLVED_CAPTCHA, `${SOLVED_CAPTCHA}-2`]);
  });

  it('says when to try again after the rate limit, keeps what was typed and the solution', async () => {
    server.use(
      http.post(apiUrl('contact'), async ({ request }) => {
        sent.push((await request.json()) as ContactPayload);
        return HttpResponse.json({ message: apiMessages.rateLimited }, { status: 429, headers: { 'Retry-After': '840' } });
      }),
    );
    const user = userEvent.setup();
    renderContact();
    await fillMessageForm(user, VALID_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.tryAgainIn(840));
    expect(formMessages.tryAgainIn(840)).toContain('14 minutes');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(VALID_MESSAGE.message);

    // The refused send did not use the solution up: the next one goes out with it at once.
    server.use(
      http.post(apiUrl('contact'), async ({ request }) => {
        sent.push((await request.json()) as ContactPayload);
        return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
      }),
    );
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(sent.map((message) => message.captcha)).toEqual([SOLVED_CAPTCHA, SOLVED_CAPTCHA]);
  });

  it('asks for the reCAPTCHA by name only when the site uses reCAPTCHA', async () => {
    window.__APP_CONFIG__ = { captcha: { provider: 'recaptcha', siteKey: 'site-key' } };
    try {
      const user = userEvent.setup();
      renderContact();
      await fillMessageForm(user, VALID_MESSAGE);
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.captchaMissing);
      expect(sent).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await submit(user);
      expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    } finally {
      delete window.__APP_CONFIG__;
    }
  });

  it('sends the message with the captcha, shows Sending... and lands on /thank-you with the notice', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(apiUrl('contact'), async ({ request }) => {
        sent.push((await request.json()) as ContactPayload);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderContact();
    await fillMessageForm(user, VALID_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await submit(user);

    const sending = await screen.findByRole('button', { name: formMessages.sending });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...VALID_MESSAGE, captcha: SOLVED_CAPTCHA, source: 'contact', sourceDetail: '' });

    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(formMessages.contactSent);
    expect(router.state.location.pathname).toBe('/thank-you');

    // Back on the form, nothing of the sent message is left.
    await act(() => router.navigate('/contact'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it("sends the visit's attribution the visitor script kept in this tab", async () => {
    const visit = {
      referrer: 'mail.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      landingPage: '/blog',
      pagesViewed: 3,
    };
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    try {
      const user = userEvent.setup();
      renderContact();
      await fillMessageForm(user, VALID_MESSAGE);
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await submit(user);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({ ...VALID_MESSAGE, captcha: SOLVED_CAPTCHA, source: 'contact', sourceDetail: '', attribution: visit });
    } finally {
      sessionStorage.clear();
    }
  });

  it('pre-fills the message for a product from the shop', () => {
    renderContact('/contact?product=Complete%20SEO%20Audit');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue("I'm interested in Complete SEO Audit");
  });

  describe('when sending fails', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows Failed to send message for 5 s, keeps what was typed and works out a fresh solution', async () => {
      server.use(http.post(apiUrl('contact'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderContact();
      await fillMessageForm(user, VALID_MESSAGE);
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await submit(user);

      expect(await screen.findByText(formMessages.sendFailed)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(VALID_MESSAGE.firstName);
      act(() => jest.advanceTimersByTime(CONTACT_FAILURE_CLEAR_MS - 1));
      expect(screen.getByText(formMessages.sendFailed)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(formMessages.sendFailed)).not.toBeInTheDocument();

      // The server may have used the solution up: the next send waits for a fresh one.
      await submit(user);
      expect(await screen.findByRole('button', { name: formMessages.sending })).toBeDisabled();
      expect(screen.queryByText(formMessages.captchaMissing)).not.toBeInTheDocument();
    });
  });

  it('posts to its page before its scripts run, and the answer of such a post keeps the text: pressing Send again sends it', async () => {
    window.__APP_CONFIG__ = { postedForm: { form: 'contact', values: VALID_MESSAGE, message: formMessages.notSentYet, tone: 'info' } };
    try {
      const user = userEvent.setup();
      const { container } = renderContact('/contact?product=Seo%20Audit');
      const form = container.querySelector('form');
      expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/contact?product=Seo%20Audit']);
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(VALID_MESSAGE.message);
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(VALID_MESSAGE.email);
      expect(screen.getByText(formMessages.notSentYet)).toBeInTheDocument();
      // The form's code arrives as the visitor works in it (a field's rule shows): the line stays until the next send.
      await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
      await user.tab();
      expect(await screen.findByText(v.required('Last name'))).toBeInTheDocument();
      expect(screen.getByText(formMessages.notSentYet)).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Last name' }), VALID_MESSAGE.lastName);
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await submit(user);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({ ...VALID_MESSAGE, captcha: SOLVED_CAPTCHA, source: 'contact', sourceDetail: '' });
      expect(screen.queryByText(formMessages.notSentYet)).not.toBeInTheDocument();
    } finally {
      delete window.__APP_CONFIG__;
    }
  });
});
