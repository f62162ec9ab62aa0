// The four forms that bring the agency its leads (contact, home quote, service quote,
// FAQ question), and what the lead-flow spec does with them: open one as a new
// visitor from an address of its own (so the per-address rate limit never mixes
// tests), fill it by fill() or the keyboard, hold back the captcha's challenge or
// code, and count what the site stored.

import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { firstSlugs } from './public-paths';
import { staffToken, type StoredContact } from './staff-api';

export interface LeadForm {
  /** The form's accessible name (its heading). */
  name: string | RegExp;
  /** The page it is on (the service page's slug comes from the API). */
  path: (request: APIRequestContext) => Promise<string>;
  submit: string;
  nameLabel: string;
  lastName: boolean;
  /** The subject is optional on the quote forms: left empty there. */
  subject: boolean;
  source: string;
}

export const LEAD_FORMS: LeadForm[] = [
  {
    name: 'Send us a message',
    path: async () => '/contact',
    submit: 'Send Message',
    nameLabel: 'First name',
    lastName: true,
    subject: true,
    source: 'contact',
  },
  {
    name: 'Get a free quote',
    path: async () => '/',
    submit: 'Get Quote',
    nameLabel: 'Full name',
    lastName: false,
    subject: false,
    source: 'quote-home',
  },
  {
    name: /^Get a quote for /,
    path: async (request) => `/services/${(await firstSlugs(request)).service.slug}`,
    submit: 'Get Quote',
    nameLabel: 'Full name',
    lastName: false,
    subject: false,
    source: 'quote-service',
  },
  {
    name: 'Ask Your Questions',
    path: async () => '/faqs',
    submit: 'Send Question',
    nameLabel: 'Name',
    lastName: false,
    subject: true,
    source: 'faq',
  },
];

/** Each test's visitor comes from an address of its own (the site trusts X-Forwarded-For in e2e). */
export const ownAddress = async (page: Page, testInfo: TestInfo): Promise<string> => {
  const n = (testInfo.workerIndex * 7919 + testInfo.repeatEachIndex * 131 + hash(testInfo.titlePath.join('/')) + Date.now()) % 0xfffffe;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
};

const hash = (text: string): number => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

export interface Lead {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  /** Unique to the test: how its stored message is found. */
  message: string;
}

export const leadFor = (testInfo: TestInfo): Lead => ({
  name: 'Grace Hopper',
  lastName: 'Hopper',
  email: 'grace.hopper@example.com',
  phone: '07700900123',
  subject: 'Seo Audit',
  message: `Please call me about growing our leads (${testInfo.testId}-${testInfo.repeatEachIndex}-${Date.now()}).`,
});

type Entry = (field: Locator, value: string) => Promise<void>;

export const byFill: Entry = (field, value) => field.fill(value);
export const byKeyboard: Entry = async (field, value) => {
  await field.click();
  await field.pressSequentially(value);
};

/** Fills every field of `form`, field i the way `entries[i % entries.length]` types. */
export const fillLead = async (form: Locator, spec: LeadForm, lead: Lead, entries: Entry[]): Promise<void> => {
  const pick = (index: number): Entry => entries[index % entries.length];
  const textbox = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  let index = 0;
  await pick(index++)(textbox(spec.nameLabel), lead.name);
  if (spec.lastName) await pick(index++)(textbox('Last name'), lead.lastName);
  await pick(index++)(textbox('Email'), lead.email);
  await pick(index++)(textbox('Phone'), lead.phone);
  if (spec.subject) await form.getByRole('combobox', { name: 'Subject', exact: true }).selectOption(lead.subject);
  await pick(index++)(textbox('Message'), lead.message);
};

export const captchaWidget = (form: Locator): Locator => form.locator('altcha-widget');

/** Holds GET /api/captcha/challenge until `release()`: the widget stays at "Verifying...". */
export const holdChallenge = async (page: Page): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/captcha/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** Holds the remote's script that carries the ALTCHA widget until `release()`. */
export const holdCaptchaCode = async (page: Page): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/remotes\/mf_public\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('altcha-widget')) await released;
    await route.fulfill({ response, body });
  });
  return release;
};

// One staff login per worker: the leads are read through the API with its bearer token.
let staffLogin: Promise<string> | undefined;
/** Counts the messages the page POSTs. */
export const countPosts = (page: Page): { count: number } => {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.count += 1;
  });
  return posts;
};

/** The visitor is thanked, the page sent one message, and the site holds exactly that one. */
export const expectOneLead = async (
  page: Page,
  request: APIRequestContext,
  spec: LeadForm,
  lead: Lead,
  posts: { count: number },
): Promise<void> => {
  // Generous: a busy machine may take its time over the proof of work and the page change.
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      staffLogin ??= staffToken(request);
      const response = await request.get('/api/contact', { headers: { authorization: `Bearer ${await staffLogin}` } });
      const { data } = (await response.json()) as { data: StoredContact[] };
      return data.filter((contact) => contact.message === lead.message).map((contact) => contact.source);
    })
    .toEqual([spec.source]);
  expect(posts.count).toBe(1);
};
