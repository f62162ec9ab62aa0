import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorLine,
  formMessages,
  routerMessages,
  loadErrors,
  SOCIAL_TIPS,
  SUBJECT_PLACEHOLDER,
  validationMessages as v,
  type ContactPayload,
  type ServiceDetailReply,
} from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SOLVED_CAPTCHA } from '../../../components/captcha/__mocks__/captcha';
import { service, singleService, work } from '../../../testing/fixtures';
import { fillMessageForm, VALID_MESSAGE } from '../../../testing/message-form-helpers';
import ThankYouPage from '../../outcomes/thank-you-page';
import ServiceDetailPage from '../service-detail-page';

jest.mock('../../../components/captcha/captcha');

const entry = service(1, { slug: 'google-ads', title: 'Google Ads', description: '<p>Entry description.</p>', image: 'card.webp' });
const sent: ContactPayload[] = [];

const body = singleService({
  slug: 'google-ads',
  heading: 'Google Ads management',
  description: '<h2>Paid search that pays</h2><p>We build campaigns around profit.</p>',
  images: ['gallery-1.webp'],
  features: [
    { featureIcon: 'fa-solid fa-chart-line', featureTitle: 'Weekly optimisation', featureDesc: 'Bids and budgets tuned every week.' },
  ],
});

/** The one call of a service page (product §7): GET /services/page/{slug}, the entry and the body. */
const servicePage = (slug: string, reply: () => Response) => http.get(apiUrl(`services/page/${slug}`), reply);
const pageReply = (page: ServiceDetailReply) => () => HttpResponse.json(page);

/** Every call the page made for a service or its body (not the works carousel's). */
const calls: string[] = [];

const server = mockApi(
  servicePage('google-ads', pageReply({ entry, body })),
  http.get(apiUrl('work'), () => HttpResponse.json([work(1)])),
  http.post(apiUrl('contact'), async ({ request }) => {
    sent.push((await request.json()) as ContactPayload);
    return HttpResponse.json({ message: formMessages.contactSent }, { status: 201 });
  }),
);

beforeEach(() => {
  sent.length = 0;
  calls.length = 0;
});
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/^\/api\/(services|single-service)\//.test(pathname)) calls.push(pathname);
});

const renderService = (slug = 'google-ads') =>
  renderWithStore(<ServiceDetailPage />, {
    route: `/services/${slug}`,
    path: '/services/:slug',
    routes: [{ path: '/thank-you', element: <ThankYouPage /> }],
  });

describe('service page', () => {
  it("uses the service's own SEO fields where staff set them", async () => {
    server.use(
      servicePage(
        'google-ads',
        pageReply({
          entry: { ...entry, metaTitle: 'Google Ads that pay | Northstar', socialImage: 'social.webp', noindex: true },
          body: { ...body, metaDescription: 'Campaigns built around profit.', canonicalUrl: 'https://partner.example/ads' },
        }),
      ),
    );
    renderService();
    await screen.findByRole('heading', { level: 1, name: 'Google Ads management' });
    const meta = (selector: string) => document.head.querySelector(selector);
    expect(document.title).toBe('Google Ads that pay | Northstar');
    expect(meta('meta[property="og:title"]')).toHaveAttribute('content', 'Google Ads that pay | Northstar');
    expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Campaigns built around profit.');
    expect(meta('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/serviceimg/social.webp');
    expect(meta('link[rel="canonical"]')).toHaveAttribute('href', 'https://partner.example/ads');
    expect(meta('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the heading and HTML description with what the service includes, and sets the metadata', async () => {
    renderService();
    expect(screen.getByRole('status')).toHaveTextContent('Loading service...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Ads management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Paid search that pays' })).toBeInTheDocument();
    expect(screen.getByText('We build campaigns around profit.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly optimisation' })).toBeInTheDocument();
    expect(document.title).toBe('Google Ads management | Northstar Digital');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Google Ads management');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'Google Ads management');
    // The subheading ends with punctuation rather than running into the first sentence.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Paid search that pays. We build campaigns around profit.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/services/google-ads');
  });

  it('reads the service, entry and body, with one call', async () => {
    renderService();
    await screen.findByRole('heading', { level: 1, name: 'Google Ads management' });
    expect(calls).toEqual(['/api/services/page/google-ads']);
  });

  it('shows the not-found page when the service does not exist (404)', async () => {
    server.use(servicePage('no-such-service', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    renderService('no-such-service');
    expect(await screen.findByRole('heading', { level: 1, name: routerMessages.notFound })).toBeInTheDocument();
  });

  it('offers a quote form beside the description: full name, email, phone, subject and message', async () => {
    renderService();
    const form = within(await screen.findByRole('form', { name: 'Get a quote for Google Ads' }));
    for (const name of ['Full name', 'Email', 'Phone', 'Message']) expect(form.getByRole('textbox', { name })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Subject' })).toHaveDisplayValue(SUBJECT_PLACEHOLDER);
    expect(form.getByRole('button', { name: 'Get Quote' })).toBeInTheDocument();
  });

  it('checks the quote the same way as the contact form, with an optional subject', async () => {
    const user = userEvent.setup();
    renderService();
    await screen.findByRole('form', { name: 'Get a quote for Google Ads' });
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    for (const message of [v.required('Full name'), v.required('Email'), v.required('Phone'), v.required('Message')]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(v.required('Subject'))).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo');
    await user.tab();
    expect(await screen.findByText(v.minChars('Full name', 3))).toBeInTheDocument();
  });

  it('sends the quote with the service name and lands on /thank-you', async () => {
    const user = userEvent.setup();
    renderService();
    await screen.findByRole('form', { name: 'Get a quote for Google Ads' });
    const { firstName, email, phone, message } = VALID_MESSAGE;
    await fillMessageForm(user, { nameLabel: 'Full name', firstName, email, phone, message });
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect(await screen.findByRole('button', { name: formMessages.sending })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(sent).toEqual([
      { firstName, email, phone, subject: '', message, captcha: SOLVED_CAPTCHA, source: 'quote-service', sourceDetail: 'Google Ads' },
    ]);
  });

  it('shows Our Featured Services with the first service image and the six tips, then Our Works', async () => {
    renderService();
    const featured = within(await screen.findByRole('region', { name: 'Our Featured Services' }));
    expect(featured.getByRole('img', { name: 'Google Ads' })).toHaveAttribute('src', '/api/singleserviceimg/gallery-1.webp');
    expect(featured.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([...SOCIAL_TIPS]);
    expect(await screen.findByRole('heading', { name: 'Our Works' })).toBeInTheDocument();
  });

  it("ends with the site's shared Ready To Talk banner after Our Works, before the footer", async () => {
    renderService();
    const works = await screen.findByRole('region', { name: 'Our Works' });
    const banner = screen.getByRole('region', { name: 'Ready To Talk?' });
    expect(works.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(banner).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    expect(within(banner).getByRole('list', { name: 'Brands we work with' })).toBeInTheDocument();
  });

  it('falls back to the service entry, with a default image, when there is no single service', async () => {
    server.use(servicePage('google-ads', pageReply({ entry: { ...entry, image: '' }, body: null })));
    renderService();
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Ads' })).toBeInTheDocument();
    expect(screen.getByText('Entry description.')).toBeInTheDocument();
    const featured = within(screen.getByRole('region', { name: 'Our Featured Services' }));
    expect(featured.getByRole('img', { name: 'Social media campaign results on a phone' })).toBeInTheDocument();
  });

  it("shows 'Error: Network response was not ok' when the service cannot be loaded", async () => {
    server.use(servicePage('google-ads', () => HttpResponse.error()));
    renderService();
    expect(await screen.findByRole('alert')).toHaveTextContent(errorLine(loadErrors.networkNotOk));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
  });

  it('moves to the new address of a renamed service', async () => {
    // The API answers the old slug with a 301 to the page at the new one, which fetch follows.
    server.use(servicePage('adwords', pageReply({ entry, body: singleService({ slug: 'google-ads', heading: 'Google Ads management' }) })));
    const { router } = renderService('adwords');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/google-ads'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
