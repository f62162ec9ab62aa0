// Leads carry their source: a message sent with the visit's attribution stores it with the channel
// the API derives (never the client's), GET /contact and GET /contact/{id} return it, the CSV and
// the staff e-mail show it, the Insights report counts leads per landing page, channel and campaign;
// a message without it still works and shows "unknown".

import { apiMessages, insightMessages } from '@agency/shared/contract/messages';
import type { Contact } from '@agency/shared/contract/entities';
import { composeNotificationEmail } from '../notifications/compose-email';
import { solvedCaptcha } from './helpers/altcha';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const MESSAGE = {
  firstName: 'Alice',
  lastName: 'Walker',
  subject: 'Seo Audit',
  email: 'alice@example.com',
  phone: '01234567890',
  message: 'Please audit our website.',
};
const FROM_NEWSLETTER = {
  referrer: 'https://mail.google.com/mail/u/0/#inbox',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'nov',
  landingPage: '/blog',
  pagesViewed: 3,
};

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const send = async (extra: object) => {
  const { payload } = await solvedCaptcha(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { host: 'agency.test' },
    payload: { ...MESSAGE, captcha: payload, ...extra },
  });
};
const list = async (): Promise<Contact[]> => (await t.app.inject({ url: '/contact', headers: bearer(staff) })).json().data;

test('a message with its attribution: stored, derived channel, returned by the list and the detail, in the CSV and the e-mail', async () => {
  // A client claiming a channel is not believed: the API derives it.
  expect((await send({ attribution: FROM_NEWSLETTER, source: 'contact' })).statusCode).toBe(201);
  const [stored] = await list();
  const expected = {
    channel: 'email',
    referrer: 'mail.google.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'nov',
    landingPage: '/blog',
    pagesViewed: 3,
  };
  expect(stored.attribution).toEqual(expected);
  const detail = await t.app.inject({ url: `/contact/${stored._id}`, headers: bearer(staff) });
  expect(detail.json().attribution).toEqual(expected);
  const paged = await t.app.inject({ url: '/contact?page=1&limit=10', headers: bearer(staff) });
  expect(paged.json().data[0].attribution).toEqual(expected);

  const csv = (await t.app.inject({ url: '/contact/export.csv', headers: bearer(staff) })).body;
  expect(csv.split('\r\n')[0]).toContain('Channel,Referrer,UTM source,UTM medium,UTM campaign,Landing page,Pages viewed');
  expect(csv).toContain(',email,mail.google.com,newsletter,email,nov,/blog,3\r\n');

  const email = composeNotificationEmail(stored, 'n1', 'Site <site@agency.test>');
  expect(email.text).toContain(
    `${insightMessages.attributionLabel}: email, from mail.google.com, campaign nov, landed on /blog, 3 pages viewed`,
  );
  expect(email.html).toContain('landed on /blog');
});

test('quote and FAQ messages carry it too; the channel comes from the referrer when there is no utm_medium', async () => {
  const quote = await send({
    source: 'quote-service',
    sourceDetail: 'SEO',
    attribution: { referrer: 'https://www.google.com/', landingPage: '/services/seo', pagesViewed: 1 },
  });
  expect(quote.statusCode).toBe(201);
  expect((await list())[0].attribution).toMatchObject({ channel: 'search', referrer: 'google.com', landingPage: '/services/seo' });
  const faq = await send({ source: 'faq', attribution: { referrer: 'https://agency.test/faqs', landingPage: '/faqs', pagesViewed: 2 } });
  expect(faq.statusCode).toBe(201);
  expect((await list())[0].attribution).toMatchObject({ channel: 'direct', referrer: '', landingPage: '/faqs', pagesViewed: 2 });
});

test('a message without it still works and shows "unknown"', async () => {
  expect((await send({ source: 'contact' })).statusCode).toBe(201);
  const [stored] = await list();
  expect(stored.attribution).toBeNull();
  const csv = (await t.app.inject({ url: '/contact/export.csv', headers: bearer(staff) })).body;
  expect(csv.split('\r\n')[1]).toMatch(/,unknown,,,,,,\s*$/);
  expect(composeNotificationEmail(stored, 'n2', 'Site <site@agency.test>').text).toContain(`${insightMessages.attributionLabel}: unknown`);
});

test.each([
  ['a list', ['x']],
  ['an unknown field', { ...FROM_NEWSLETTER, channel: 'paid' }],
  ['a landing page that is a URL', { ...FROM_NEWSLETTER, landingPage: 'https://evil.test/' }],
  ['pages as text', { ...FROM_NEWSLETTER, pagesViewed: '3' }],
  ['no pages', { ...FROM_NEWSLETTER, pagesViewed: 0 }],
  ['a long campaign', { ...FROM_NEWSLETTER, utmCampaign: 'x'.repeat(101) }],
])('malformed attribution (%s): 400 naming it, nothing stored', async (_name, attribution) => {
  const before = (await list()).length;
  const response = await send({ attribution });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: apiMessages.validationFailed, errors: { attribution: insightMessages.badAttribution } });
  expect((await list()).length).toBe(before);
});

test('the Insights report counts leads per landing page, channel and campaign, with conversion', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const { payload: body } = {
    payload: JSON.stringify({ events: [{ id: 'landing-blog-1', type: 'view', path: '/blog', device: 'desktop', remotes: {} }] }),
  };
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const beacon = await t.app.inject({
    method: 'POST',
    url: '/insights/events',
    headers: { 'content-type': 'text/plain', 'user-agent': ua },
    payload: body,
  });
  expect(beacon.statusCode).toBe(202);
  const report = (await t.app.inject({ url: `/insights/report?from=${today}&to=${today}`, headers: bearer(staff) })).json();
  expect(report.totals.leads).toBe(4);
  expect(report.leadsByLandingPage).toContainEqual({ landingPage: '/blog', leads: 1, visitors: 1, conversion: 1 });
  expect(report.leadsByChannel).toEqual(
    expect.arrayContaining([
      { channel: 'email', leads: 1 },
      { channel: 'search', leads: 1 },
      { channel: 'direct', leads: 1 },
      { channel: 'unknown', leads: 1 },
    ]),
  );
  expect(report.leadsByCampaign).toEqual([{ utmCampaign: 'nov', leads: 1 }]);
});
