// The contact, quote and FAQ question forms (product §4, §5): each rule's message beside
// its field, no message without a solved captcha, and a sent message lands on
// /thank-you with its notice. The home quote goes all the way with the real captcha
// (public-contact.spec.ts does the same for /contact); the others solve a practice
// challenge in the browser, which the API refuses (the failure path), and a reply
// the test gives (the success path: what the page sends and where it goes).

import { expect, test, type Page } from '@playwright/test';
import { captchaMessages, formMessages, validationMessages } from '@agency/shared/contract';
import { practiseCaptcha, solveCaptcha, withoutCaptcha } from '../support/captcha';
import { field, fillMessageForm } from '../support/message-forms';
import { firstSlugs } from '../support/public-paths';
import { storedContacts } from '../support/staff-api';
import { hydrated, openUnscripted } from '../support/hydration';

const VISITOR = { email: 'ada.lovelace@example.com', phone: '07700900123', message: 'We would like a quote for local SEO.' };

/** Answers the next POST /api/contact with 201 and hands over what the page sent. */
const acceptNextMessage = (page: Page): Promise<Record<string, unknown>> =>
  new Promise((resolve) => {
    void page.route(
      '**/api/contact',
      async (route) => {
        resolve(route.request().postDataJSON() as Record<string, unknown>);
        await route.fulfill({ status: 201, json: { message: 'stored' } });
      },
      { times: 1 },
    );
  });

test('the contact form explains every rule beside its field and asks for the captcha', async ({ page }) => {
  await withoutCaptcha(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await hydrated(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Message']) {
    await expect(form.getByText(validationMessages.required(label), { exact: true })).toBeVisible();
  }
  await expect(form.getByText(validationMessages.required('Subject'), { exact: true })).toBeVisible();

  await field(form, 'First name').fill('Al');
  await field(form, 'Email').fill('not-an-email');
  await field(form, 'Phone').fill('0770-090 0123 99');
  // Non-digits are dropped as they are typed, with a note, and at most 11 digits stay.
  await expect(form.getByText(validationMessages.numericOnly)).toBeVisible();
  await expect(field(form, 'Phone')).toHaveValue('07700900123');
  await field(form, 'Message').click();
  await expect(form.getByText(validationMessages.minChars('First name', 3))).toBeVisible();
  await expect(form.getByText(validationMessages.email)).toBeVisible();

  await fillMessageForm(form, { nameLabel: 'First name', name: 'Ada', lastName: 'Lovelace', subject: 'Seo Audit', ...VISITOR });
  await form.getByRole('button', { name: 'Send Message' }).click();
  // The send waits for the spam check, which cannot get a challenge: after a few tries it says so.
  await expect(form.getByText(captchaMessages.failed)).toBeVisible({ timeout: 20_000 });
  await expect(form.getByText(formMessages.captchaMissing)).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(field(form, 'Message')).toHaveValue(VISITOR.message);
});

test('after a refused submit every invalid field looks alike, says so to assistive technology, and the first has focus', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = await hydrated(page.getByRole('form', { name: 'Send us a message' }));
  await field(form, 'Last name').fill('Lovelace');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const invalid = [
    field(form, 'First name'),
    field(form, 'Email'),
    field(form, 'Phone'),
    form.getByRole('combobox', { name: 'Subject' }),
    field(form, 'Message'),
  ];
  await expect(invalid[0]).toBeFocused();
  const borders = [];
  for (const control of invalid) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    borders.push(await control.evaluate((element) => getComputedStyle(element).borderColor));
  }
  expect(new Set(borders).size).toBe(1);
  const valid = await field(form, 'Last name').evaluate((element) => getComputedStyle(element).borderColor);
  expect(borders[0]).not.toBe(valid);
});

test('the home quote form sends with the real captcha, lands on /thank-you and is stored as a home quote', async ({ page, request }) => {
  test.setTimeout(240_000);
  const message = `Quote from the home banner (${Date.now()}).`;
  await page.goto('/');
  const form = await hydrated(page.getByRole('form', { name: 'Get a free quote' }));
  // Subject is optional on the quote form: no message for it.
  await form.getByRole('button', { name: 'Get Quote' }).click();
  await expect(form.getByText(validationMessages.required('Full name'))).toBeVisible();
  await expect(form.getByText(validationMessages.required('Subject'))).toHaveCount(0);

  await fillMessageForm(form, { nameLabel: 'Full name', name: 'Grace Hopper', ...VISITOR, message });
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(formMessages.contactSent)).toBeVisible();
  expect(await storedContacts(request)).toContainEqual(
    expect.objectContaining({ firstName: 'Grace Hopper', email: VISITOR.email, message, source: 'quote-home' }),
  );
});

test('a service page’s quote form sends its service’s name', async ({ page, request }) => {
  await practiseCaptcha(page);
  const { service } = await firstSlugs(request);
  await page.goto(`/services/${service.slug}`);
  const form = await hydrated(page.getByRole('form', { name: /^Get a quote for / }));
  const serviceName = ((await form.getByRole('heading').textContent()) ?? '').replace('Get a quote for ', '');
  expect(serviceName).not.toBe('');
  await fillMessageForm(form, { nameLabel: 'Full name', name: 'Alan Turing', subject: 'Paid Ads', ...VISITOR });
  await solveCaptcha(form);
  const sent = acceptNextMessage(page);
  await form.getByRole('button', { name: 'Get Quote' }).click();
  expect(await sent).toEqual(
    expect.objectContaining({
      firstName: 'Alan Turing',
      subject: 'Paid Ads',
      source: 'quote-service',
      sourceDetail: serviceName,
      captcha: expect.any(String),
    }),
  );
  // The service page must not render once more under /thank-you and send the visitor back.
  await expect(page.getByText(formMessages.contactSent)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/thank-you');
});

test('text typed into a server-rendered form before the scripts run is kept', async ({ page }) => {
  const startScripts = await openUnscripted(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Jane');
  startScripts();
  await hydrated(form.getByRole('textbox', { name: 'Last name', exact: true }));
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Carter');
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Jane', { timeout: 2_000 });
});

test('the FAQ form reports a message the API refused, then sends one it accepts', async ({ page }) => {
  await practiseCaptcha(page);
  await page.goto('/faqs');
  const form = await hydrated(page.getByRole('form', { name: 'Ask Your Questions' }));
  await form.getByRole('button', { name: 'Send Question' }).click();
  await expect(form.getByText(validationMessages.required('Subject'))).toBeVisible();

  await fillMessageForm(form, { nameLabel: 'Name', name: 'Katherine Johnson', subject: 'Email Marketing', ...VISITOR });
  await solveCaptcha(form);
  // The practice challenge is not the server's: the API refuses it, the form solves a fresh one
  // and sends once more by itself, and says so when that is refused too.
  await form.getByRole('button', { name: 'Send Question' }).click();
  await expect(form.getByText(captchaMessages.failed)).toBeVisible();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(field(form, 'Name')).toHaveValue('Katherine Johnson');

  // A solution is good for one message: a fresh challenge comes up, and the next send goes through.
  await solveCaptcha(form);
  const sent = acceptNextMessage(page);
  await form.getByRole('button', { name: 'Send Question' }).click();
  expect(await sent).toEqual(expect.objectContaining({ firstName: 'Katherine Johnson', source: 'faq' }));
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(formMessages.faqQuestionSent)).toBeVisible();
});
