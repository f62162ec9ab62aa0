// Accounts and messages end to end: a visitor signs up and logs in, the admin
// refuses them (no staff access); staff promote them in /all-users and, logged in
// again, they reach the dashboard. A message sent from the public contact form
// (captcha solved in the browser) appears in /contact-list and is deleted there (to the trash).

import { expect, test, type Browser, type Page } from '@playwright/test';
import { authMessages } from '@agency/shared/contract';
import { dialogMessages, passwordStrengthMessages, resourceMessages } from '@agency/shared/contract/messages';
import { STAFF } from '../site';
import { hydrated } from '../support/hydration';

/** A page of its own browser context: its own localStorage, so its own session. */
const openSession = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(authMessages.loginSuccess)).toBeVisible();
  // Product §4: the dashboard opens 1.5 s after a successful login.
  await expect(page).toHaveURL(/\/dashboard$/);
};

test('a visitor who signs up gets staff access only once staff promote them', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const visitor = { username: `Visitor ${stamp}`, email: `visitor-${stamp}@example.com`, password: 'visitor-password-1' };

  // Sign up as a visitor.
  const visitorPage = await openSession(browser);
  await visitorPage.goto('/signup');
  await hydrated(visitorPage.getByRole('form', { name: 'Sign Up' }));
  await visitorPage.getByLabel(/^Username/).fill(visitor.username);
  await visitorPage.getByLabel(/^Email/).fill(visitor.email);
  await visitorPage.getByLabel(/^Phone/).fill('0123456789');
  await visitorPage.getByLabel(/^Password/).fill(visitor.password);
  await visitorPage.getByLabel(/^Confirm password/).fill(visitor.password);
  // The password's verdict first, as a person sees it (admin-frame.spec.ts says why).
  await expect(visitorPage.getByText(passwordStrengthMessages.strongEnough)).toBeVisible();
  await visitorPage.getByRole('button', { name: 'Sign Up' }).click();
  await expect(visitorPage.getByText(authMessages.signUpSuccess)).toBeVisible();
  await expect(visitorPage).toHaveURL(/\/login$/);

  // Log in: the admin says the account has no staff access yet.
  await logIn(visitorPage, visitor.email, visitor.password);
  await expect(visitorPage.getByRole('heading', { name: 'No staff access' })).toBeVisible();
  await expect(visitorPage.getByText(authMessages.noStaffAccess)).toBeVisible();
  await expect(visitorPage.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await visitorPage.getByRole('button', { name: 'Log out' }).click();
  await expect(visitorPage).toHaveURL(/\/$/);

  // Staff promote the new account in /all-users.
  const staffPage = await openSession(browser);
  await logIn(staffPage, STAFF.email, STAFF.password);
  await staffPage.goto('/all-users');
  const row = staffPage.getByRole('row').filter({ hasText: visitor.email });
  // Each account's role is a choice on its row: member, or one of the staff roles.
  const role = row.getByRole('combobox');
  await expect(role).toHaveValue('member');
  await expect(row).toContainText('Stored securely (hashed)');
  await role.selectOption('editor');
  await expect(staffPage.getByText(resourceMessages.user.updated)).toBeVisible();
  await expect(role).toHaveValue('editor');

  // Logged in again, the new colleague reaches the dashboard.
  await logIn(visitorPage, visitor.email, visitor.password);
  await expect(visitorPage.getByRole('heading', { name: `Welcome, ${visitor.username}!` })).toBeVisible();
  await expect(visitorPage.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  // Logout from the top bar's user menu returns home and ends the session.
  await visitorPage.getByRole('button', { name: new RegExp(visitor.username) }).click();
  await visitorPage.getByRole('button', { name: 'Logout' }).click();
  await expect(visitorPage).toHaveURL(/\/$/);
  expect(await visitorPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await visitorPage.goto('/dashboard');
  await expect(visitorPage).toHaveURL(/\/login$/);
});

test('a message from the public contact form shows up in /contact-list and is deleted there', async ({ browser }) => {
  test.setTimeout(240_000);
  const message = `Please audit our bakery site (${Date.now()}).`;

  const visitorPage = await openSession(browser);
  await visitorPage.goto('/contact');
  await hydrated(visitorPage.getByRole('form', { name: 'Send us a message' }));
  await visitorPage.getByLabel(/^First name/).fill('Zoë');
  await visitorPage.getByLabel(/^Last name/).fill('Müller');
  await visitorPage.getByLabel(/^Email/).fill('zoe@example.com');
  await visitorPage.getByLabel(/^Phone/).fill('07123456789');
  await visitorPage.getByLabel(/^Subject/).selectOption('Seo Audit');
  await visitorPage.getByLabel(/^Message/).fill(message);
  // The ALTCHA proof of work runs in the browser: it starts when the form has focus,
  // or when the visitor ticks the box.
  const captcha = visitorPage.locator('altcha-widget');
  const started = await expect(captcha)
    .toContainText(/Verifying|Verified/, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (!started) await captcha.getByRole('checkbox').click();
  await expect(captcha).toContainText('Verified', { timeout: 180_000 });
  await visitorPage.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitorPage).toHaveURL(/\/thank-you$/);

  const staffPage = await openSession(browser);
  await logIn(staffPage, STAFF.email, STAFF.password);
  await expect(staffPage.getByRole('button', { name: /^Messages, \d+ new$/ })).toBeVisible();
  await staffPage.goto('/contact-list');
  await expect(staffPage.getByRole('heading', { name: 'Our Contacts' })).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: message });
  await expect(row).toContainText('Zoë Müller');
  await expect(row).toContainText('Contact form');
  await row.getByRole('button', { name: 'Delete message from Zoë Müller' }).click();
  const dialog = staffPage.getByRole('dialog', { name: dialogMessages.deleteTitle });
  await expect(dialog).toContainText(dialogMessages.deleteQuestion);
  await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(staffPage.getByRole('row').filter({ hasText: message })).toHaveCount(0);
  // Gone from the list, not only from this page (it waits in the trash, with Undo).
  await staffPage.reload();
  await expect(staffPage.getByRole('heading', { name: 'Our Contacts' })).toBeVisible();
  await expect(staffPage.getByText(message)).toHaveCount(0);
});
