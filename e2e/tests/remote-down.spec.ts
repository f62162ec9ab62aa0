// One remote's files unreachable (every request under /remotes/mf_admin_people/
// aborted): its routes show "This section is temporarily unavailable" with Retry,
// while the shell, the other admin remote and the public site keep working; once
// the files are back, Retry brings the section up without reloading the page.

import { expect, test } from '@playwright/test';
import { adminArea, routerMessages } from '@agency/shared/contract';
import { navigateInApp } from '../support/in-app';
import { staffSession } from '../support/staff-session';

test.use(staffSession);

const PEOPLE_REMOTE = '**/remotes/mf_admin_people/**';

test('an unreachable remote fails alone and Retry recovers it', async ({ page }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.route(PEOPLE_REMOTE, (route) => route.abort());

  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  const team = adminArea('team');
  await navigateInApp(page, team.list);
  const unavailable = page.getByRole('alert').filter({ hasText: routerMessages.remoteUnavailable });
  await expect(unavailable).toBeVisible();
  // The admin frame around it stays.
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  // The content remote and the public site are unaffected.
  await navigateInApp(page, adminArea('blog').list);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminArea('blog').backLabel!);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await navigateInApp(page, '/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.getByRole('tab').first()).toBeVisible();

  // Every route of the unreachable remote says the same.
  await navigateInApp(page, adminArea('testimonial').list);
  await expect(unavailable).toBeVisible();

  // The files are back: Retry loads the section in place.
  await page.unroute(PEOPLE_REMOTE);
  await unavailable.getByRole('button', { name: routerMessages.retry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminArea('testimonial').backLabel!);
  await expect(unavailable).toHaveCount(0);
  await navigateInApp(page, team.list);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(team.backLabel!);
  expect(crashes).toEqual([]);
});
