// Sign-up, login and the guard (product §2, §4, §5): each form's rules, the server's
// refusals in its words, the 1.5 s redirects after success, and every admin route
// sending a signed-out visitor to /login.

import { expect, test, type Page } from '@playwright/test';
import { adminPageRoutes, AUTH_REDIRECT_DELAY_MS, authMessages, DASHBOARD_PATH } from '@agency/shared/contract';
import { STAFF } from '../site';
import { hydrated, openPage } from '../support/hydration';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Clicks `button` and resolves with the milliseconds until the address ends in `path`. */
const millisecondsUntil = async (page: Page, click: () => Promise<void>, path: string): Promise<number> => {
  const started = Date.now();
  await click();
  await page.waitForURL(new RegExp(`${path}$`));
  return Date.now() - started;
};

test('sign-up checks the phone and the passwords, refuses a taken email, then opens /login after 1.5 s', async ({ page }) => {
  const email = `new-visitor-${Date.now()}@example.com`;
  await page.goto('/signup');
  await hydrated(page.getByRole('form', { name: 'Sign Up' }));
  await field(page, 'Username').fill('New Visitor');
  await field(page, 'Email').fill(STAFF.email);
  await field(page, 'Phone').fill('012-345-678');
  await expect(field(page, 'Phone')).toHaveValue('012345678');
  await field(page, 'Password').fill('visitor-password-1');
  await field(page, 'Confirm password').fill('visitor-password-2');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(authMessages.phoneExactly10)).toBeVisible();
  await expect(page.getByText(authMessages.passwordsDoNotMatch)).toBeVisible();

  await field(page, 'Phone').fill('0123456789');
  await field(page, 'Confirm password').fill('visitor-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(authMessages.emailTaken)).toBeVisible();

  await field(page, 'Email').fill(email);
  const elapsed = await millisecondsUntil(page, () => page.getByRole('button', { name: 'Sign Up' }).click(), '/login');
  expect(elapsed).toBeGreaterThanOrEqual(AUTH_REDIRECT_DELAY_MS - 100);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('login refuses a wrong password, then opens the dashboard 1.5 s after success; the pages link to each other', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
  await page.getByRole('link', { name: 'Back to Login' }).click();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await field(page, 'Email').fill(STAFF.email);
  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();

  await field(page, 'Password').fill(STAFF.password);
  const elapsed = await millisecondsUntil(page, () => page.getByRole('button', { name: 'Login' }).click(), DASHBOARD_PATH);
  expect(elapsed).toBeGreaterThanOrEqual(AUTH_REDIRECT_DELAY_MS - 100);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('every admin route sends a signed-out visitor to /login', async ({ page }) => {
  const paths = [DASHBOARD_PATH, ...adminPageRoutes().map((route) => route.path.replace(':id', '65a1b2c3d4e5f60718293a4b'))];
  await openPage(page, '/');
  for (const path of paths) {
    // In-app navigation, as a link would do: the guard decides, not the server.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  await page.goto('/blog-list');
  await expect(page).toHaveURL(/\/login$/);
});
