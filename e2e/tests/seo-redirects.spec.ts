// Redirects as staff and visitors meet them (issue 38): a rule added on the Redirects screen
// sends the browser on at once; a visitor's 404 shows in the 404 monitor, where "Redirect this"
// fixes it; a 410 rule answers 410 with the site's gone page.

import { expect, test, type Page } from '@playwright/test';
import { REDIRECTS_PATH, routerMessages } from '@agency/shared/contract';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { staffSession } from '../support/staff-session';
import { staffToken } from '../support/staff-api';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });

const addOnScreen = async (page: Page, from: string, to: string) => {
  const form = page.getByRole('form', { name: m.add.idle });
  await form.getByLabel(m.fields.from).fill(from);
  await form.getByLabel(m.fields.to).fill(to);
  await form.getByRole('button', { name: m.add.idle }).click();
  await expect(page.getByText(m.added(from))).toBeVisible();
};

test('a 301 added on the Redirects screen lands the browser on its target', async ({ page }) => {
  const from = `/old-services-${Date.now()}`;
  await page.goto(REDIRECTS_PATH);
  await addOnScreen(page, from, '/services');
  const reply = await page.request.get(from, { maxRedirects: 0 });
  expect([reply.status(), reply.headers().location]).toEqual([301, '/services']);
  await page.goto(from);
  await expect(page).toHaveURL(/\/services$/);
});

test('a visitor 404 appears in the 404 monitor and "Redirect this" fixes it', async ({ page, browser }) => {
  const missing = `/no-such-offer-${Date.now()}`;
  const visitor = await browser.newContext();
  const visit = await (await visitor.newPage()).goto(missing);
  expect(visit?.status()).toBe(404);
  await page.goto(REDIRECTS_PATH);
  const monitor = page.getByRole('region', { name: m.notFoundTitle });
  await monitor.getByRole('button', { name: m.redirectThisLabel(missing) }).click();
  await expect(page.getByRole('textbox', { name: m.fields.from, exact: true })).toHaveValue(missing);
  await page.getByRole('textbox', { name: m.fields.to, exact: true }).fill('/about');
  await page.getByRole('form', { name: m.add.idle }).getByRole('button', { name: m.add.idle }).click();
  await expect(page.getByText(m.added(missing))).toBeVisible();
  await expect(monitor.getByRole('row').filter({ hasText: missing }).getByText(m.redirected)).toBeVisible();
  const again = await visitor.newPage();
  await again.goto(missing);
  await expect(again).toHaveURL(/\/about$/);
  await visitor.close();
});

test('a 410 rule answers 410 with the site’s gone page, before and after its scripts run', async ({ page, request }) => {
  const from = `/retired-offer-${Date.now()}`;
  const created = await request.post('/api/redirects', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { from, to: '', status: 410 },
  });
  expect(created.status()).toBe(201);
  const reply = await page.goto(from);
  expect(reply?.status()).toBe(410);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // Server-rendered and then hydrated: the same words, never "not found".
  expect(await reply?.text()).toContain(routerMessages.gone);
  await expect(page.getByRole('heading', { level: 1, name: routerMessages.gone })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: routerMessages.gone })).toBeVisible();
});
