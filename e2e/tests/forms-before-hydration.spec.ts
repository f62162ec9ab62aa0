// Forms sent before the page's scripts ran (a slow line, a cold load): the browser's own
// submit posts to the page, never puts the fields in the address. Login signs in on the site
// server and opens the dashboard; a message form comes back with what was typed and a line
// saying nothing was sent, and the scripts, once here, go on with what is there.

import { expect, test, type Page } from '@playwright/test';
import { authMessages, formMessages } from '@agency/shared/contract';
import { STAFF } from '../site';
import { hydrated, openUnscripted } from '../support/hydration';

/** React's complaints that the server's markup did not match the browser's first render. */
const hydrationErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) errors.push(error.message);
  });
  return errors;
};

/** Every address the page asks for from now on. */
const addressesSeen = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
};

test('a login sent before the scripts ran signs in and opens the dashboard, the password never in an address', async ({ page }) => {
  const seen = addressesSeen(page);
  const startScripts = await openUnscripted(page, '/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Email/).fill(STAFF.email);
  await form.getByLabel(/^Password/).fill(STAFF.password);
  await form.getByLabel(/^Password/).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  startScripts();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(seen.filter((url) => url.includes(encodeURIComponent(STAFF.password)) || url.includes('password='))).toEqual([]);
});

test('a refused login sent before the scripts ran says why and keeps the e-mail, not the password', async ({ page }) => {
  const seen = addressesSeen(page);
  const mismatches = hydrationErrors(page);
  // Not the staff account: its failed tries would make the other specs' logins ask for the captcha.
  const email = 'nobody-before-scripts@example.com';
  const startScripts = await openUnscripted(page, '/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill('a-wrong-password-typed');
  await form.getByLabel(/^Password/).press('Enter');
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel(/^Password/)).toHaveValue('');
  startScripts();
  await hydrated(form);
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
  expect(seen.filter((url) => url.includes('a-wrong-password-typed') || url.includes('password='))).toEqual([]);
  expect(mismatches).toEqual([]);
});

test('the contact form sent before the scripts ran keeps what was typed, and the scripts go on with it', async ({ page }) => {
  const seen = addressesSeen(page);
  const mismatches = hydrationErrors(page);
  const startScripts = await openUnscripted(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const typed = {
    'First name': 'Jane',
    'Last name': 'Carter',
    Email: 'jane.carter@example.com',
    Message: 'Typed before the page was ready.',
  };
  for (const [label, value] of Object.entries(typed)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(formMessages.notSentYet)).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  startScripts();
  await hydrated(form);
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  expect(seen.filter((url) => url.includes('jane.carter') || url.includes('Typed'))).toEqual([]);
  expect(mismatches).toEqual([]);
});
