import { expect, test } from '@playwright/test';

test('the home page shows its headline in Chromium', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Northstar Digital/);
});

test('the dashboard sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
