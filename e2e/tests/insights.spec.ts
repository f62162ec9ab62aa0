// First-party insight in Chromium: a visitor from a newsletter link reads /blog, /about and /contact
// (in-app navigations) and sends the contact form; staff then see on that message channel email,
// campaign nov, landing page /blog and three pages viewed, and the visit and the lead in the Insights
// report and its CSV. With Sec-GPC: 1 (and navigator.globalPrivacyControl) nothing is sent, and no
// public page sets a cookie.

import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { insightMessages } from '@agency/shared/contract/messages';
import { hydrated } from '../support/hydration';
import { fillLead, LEAD_FORMS, leadFor, ownAddress } from '../support/lead-forms';
import { staffToken, type StoredContact } from '../support/staff-api';
import { staffSession } from '../support/staff-session';

const expect = baseExpect.configure({ timeout: 30_000 });
const NO_SESSION = { storageState: { cookies: [], origins: [] } };
const BEACON = /\/api\/insights\/events$/;
const today = () => new Date().toISOString().slice(0, 10);

type Beacon = { events: Array<{ type: string; path: string; utmCampaign?: string }> };

const watchBeacons = (page: Page): Beacon[] => {
  const beacons: Beacon[] = [];
  page.on('request', (request: Request) => {
    if (BEACON.test(request.url())) beacons.push(JSON.parse(request.postData() ?? '{}') as Beacon);
  });
  return beacons;
};

/** Every Set-Cookie header a page's own responses carry. */
const watchCookies = (page: Page): string[] => {
  const set: string[] = [];
  page.on('response', (response) => {
    const header = response.headers()['set-cookie'];
    if (header) set.push(`${response.url()}: ${header}`);
  });
  return set;
};

test('a newsletter visitor reads three pages and writes: staff see where the lead came from', async ({ browser, request }, testInfo) => {
  const context = await browser.newContext(NO_SESSION);
  const page = await context.newPage();
  await ownAddress(page, testInfo);
  const beacons = watchBeacons(page);
  const cookies = watchCookies(page);
  const views = () => beacons.flatMap((beacon) => beacon.events.filter((event) => event.type === 'view').map((event) => event.path));

  await page.goto('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
  await expect.poll(views).toEqual(['/blog']);
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect.poll(views).toEqual(['/blog', '/about']);
  await nav.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect.poll(views).toEqual(['/blog', '/about', '/contact']);
  expect(beacons[0].events[0]).toMatchObject({ utmCampaign: 'nov' });

  const spec = LEAD_FORMS[0];
  const lead = leadFor(testInfo);
  const form = await hydrated(page.getByRole('form', { name: spec.name }));
  await fillLead(form, spec, lead, [(field, value) => field.fill(value)]);
  await form.getByRole('button', { name: spec.submit }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(cookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await context.close();

  const token = await staffToken(request);
  const { data } = (await (await request.get('/api/contact', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<StoredContact & { _id: string; attribution: Record<string, unknown> | null }>;
  };
  const stored = data.find((contact) => contact.message === lead.message)!;
  expect(stored.attribution).toMatchObject({ channel: 'email', utmCampaign: 'nov', landingPage: '/blog', pagesViewed: 3 });

  const staff = await browser.newContext({ ...staffSession, viewport: { width: 1366, height: 860 } });
  const admin = await staff.newPage();
  await admin.goto(`/contact-list/${stored._id}`);
  const cameFrom = admin.getByRole('region', { name: insightMessages.attributionLabel });
  const f = insightMessages.attributionFields;
  await expect(cameFrom).toContainText(`${f.channel}email`);
  await expect(cameFrom).toContainText(`${f.utmCampaign}nov`);
  await expect(cameFrom).toContainText(`${f.landingPage}/blog`);
  await expect(cameFrom).toContainText(`${f.pagesViewed}3`);
  await staff.close();

  const range = `from=${today()}&to=${today()}`;
  const report = (await (await request.get(`/api/insights/report?${range}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    campaigns: Array<{ utmCampaign: string; views: number }>;
    leadsByCampaign: Array<{ utmCampaign: string; leads: number }>;
    leadsByLandingPage: Array<{ landingPage: string; leads: number }>;
  };
  expect(report.campaigns.find((row) => row.utmCampaign === 'nov')?.views).toBeGreaterThanOrEqual(3);
  expect(report.leadsByCampaign.find((row) => row.utmCampaign === 'nov')?.leads).toBeGreaterThanOrEqual(1);
  expect(report.leadsByLandingPage.find((row) => row.landingPage === '/blog')?.leads).toBeGreaterThanOrEqual(1);
  const csv = await (await request.get(`/api/insights/export.csv?${range}`, { headers: { authorization: `Bearer ${token}` } })).text();
  expect(csv).toContain('leads by campaign,nov');
});

test('with Sec-GPC: 1 nothing is sent, and the visitor script stores nothing', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...NO_SESSION, extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  await ownAddress(page, testInfo);
  const beacons = watchBeacons(page);
  // The visitor script has run once its file is here and the page has had a task to run it in.
  const scriptLoaded = page.waitForResponse((response) => /\/static\/js\/insight[.-]/.test(response.url()));
  await page.goto('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
  await scriptLoaded;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.getByRole('navigation').first().getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(beacons).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
