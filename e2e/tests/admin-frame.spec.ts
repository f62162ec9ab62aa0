// The admin frame as staff use it (product §2, issue 21): on a wide window the sidebar's
// toggle folds it to a compact rail; at 992 px and less it is an overlay drawer;
// one group open at a time; the footer's year. Users: staff register a colleague at
// /register, find them in /all-users and delete them there.

import { expect, test } from '@playwright/test';
import { ADMIN_COPYRIGHT_YEAR, authMessages, SIDEBAR_BREAKPOINT_PX, SITE } from '@agency/shared/contract';
import { passwordStrengthMessages, resourceMessages } from '@agency/shared/contract/messages';
import { deleteRow, showLastPage } from '../support/admin-lists';
import { staffSession } from '../support/staff-session';

test.use(staffSession);

test(`the sidebar folds to a compact rail on wide windows and is an overlay drawer at ${SIDEBAR_BREAKPOINT_PX} px and less`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const brand = sidebar.getByText('Northstar Admin');
  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(brand).toBeVisible();
  await expect(collapse).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('contentinfo')).toContainText(`Copyright © ${SITE.name} ${ADMIN_COPYRIGHT_YEAR}`);
  await collapse.click();
  await expect(brand).toBeHidden();
  await expand.click();
  await expect(brand).toBeVisible();

  // At the breakpoint: a closed drawer, opened by the menu button over the page.
  await page.setViewportSize({ width: SIDEBAR_BREAKPOINT_PX, height: 800 });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menu).toBeFocused();
  await page.setViewportSize({ width: SIDEBAR_BREAKPOINT_PX + 1, height: 800 });
  await expect(collapse).toHaveAttribute('aria-pressed', 'false');
  await expect(brand).toBeVisible();

  // One group open at a time.
  await page.setViewportSize({ width: 1280, height: 800 });
  const blogs = sidebar.getByRole('button', { name: /^Blogs\b/ });
  const team = sidebar.getByRole('button', { name: /^Team\b/ });
  await blogs.click();
  await expect(blogs).toHaveAttribute('aria-expanded', 'true');
  await team.click();
  await expect(team).toHaveAttribute('aria-expanded', 'true');
  await expect(blogs).toHaveAttribute('aria-expanded', 'false');
  await sidebar.getByRole('link', { name: 'All Team' }).click();
  await expect(page).toHaveURL(/\/team-list$/);
});

test('staff register a colleague, then delete the account in /all-users', async ({ page }) => {
  const stamp = Date.now();
  const email = `colleague-${stamp}@example.com`;
  await page.goto('/all-users');
  await page.getByRole('main').getByRole('link', { name: 'Register staff' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Now');
  const form = page.getByRole('form', { name: 'Register Now' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(`Colleague${stamp}`);
  await form.getByRole('textbox', { name: 'Your Email' }).fill(email);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('0123456789');
  await form.getByRole('spinbutton', { name: 'Age' }).fill('34');
  await form.getByLabel(/^Password/).fill('colleague-password-1');
  await form.getByLabel(/^Confirm Password/).fill('colleague-password-1');
  // As a person would: the password's verdict is on screen before Register (until then a slow
  // machine may still be judging it, and the form's earlier notes may move the button).
  await expect(form.getByText(passwordStrengthMessages.strongEnough)).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(authMessages.registered)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'All Users' }).click();
  await showLastPage(page);
  const row = page.getByRole('row').filter({ hasText: email });
  // The register screen adds a viewer (staff who read the admin); an owner gives more on this screen.
  await expect(row.getByRole('combobox')).toHaveValue('viewer');
  const name = (await row.getByRole('button', { name: /^Delete / }).getAttribute('aria-label'))!.replace(/^Delete /, '');
  await deleteRow(page, name);
  await expect(page.getByText(resourceMessages.user.deleteFailed)).toHaveCount(0);
  await page.reload();
  await showLastPage(page);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
