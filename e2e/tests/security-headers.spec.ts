// The site runs under its Content-Security-Policy in a real browser: the home
// page, a blog post, /contact with an ALTCHA proof of work solved (its worker
// and its styles are files of the remote) and /dashboard after a staff login load without a
// single CSP violation, and every page comes with the policy and its companions.

import { expect, test, type Page } from '@playwright/test';
import { authMessages } from '@agency/shared/contract';
import { STAFF } from '../site';
import { practiseCaptcha } from '../support/captcha';
import { hydrated } from '../support/hydration';

/** Collects CSP violations the page reports: console messages and securitypolicyviolation events. */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
};

const expectPolicyHeaders = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBeTruthy();
};

test('the home page and a blog post run without CSP violations', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await expectPolicyHeaders(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Carousels and the blog teaser have loaded their images from the API.
  await expect(page.locator('img[src*="/api/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const posts = (await (await request.get('/api/single-blog')).json()) as Array<{ slug: string; heading: string }>;
  await expectPolicyHeaders(page, `/blog/${posts[0].slug}`);
  await expect(page.getByRole('heading', { name: posts[0].heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('/contact solves the ALTCHA captcha without CSP violations', async ({ page }) => {
  const violations = await watchViolations(page);
  // What runs under the policy is the same for any challenge: the widget's code, styles
  // and proof-of-work worker from the remote. A practice challenge keeps the work short.
  await practiseCaptcha(page);
  await expectPolicyHeaders(page, '/contact');
  await hydrated(page.getByRole('form', { name: 'Send us a message' }));
  await page.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Carter');
  await page.getByRole('textbox', { name: 'Email' }).fill('jane.carter@example.com');
  // The widget loads when the form is first used and solves on focus, or when ticked.
  const widget = page.locator('altcha-widget');
  const started = await expect(widget)
    .toContainText(/Verifying|Verified/, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (!started) await widget.getByRole('checkbox').click();
  await expect(widget).toContainText('Verified');
  expect(violations).toEqual([]);
});

test('/dashboard after a staff login runs without CSP violations', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await expectPolicyHeaders(page, '/login');
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByLabel(/^Email/).fill(STAFF.email);
  await page.getByLabel(/^Password/).fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(authMessages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // An edit screen loads the admin kit's editor and image previews too.
  await page.goto('/blog-list');
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
