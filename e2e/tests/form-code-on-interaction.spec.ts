// Code for interaction loads on interaction (issue 14): a visitor's page downloads
// formik, yup and the captcha only when they start using a form. Which modules a
// script carries comes from the build's source maps, so this is deterministic.

import { expect, test } from '@playwright/test';
import { hydrated } from '../support/hydration';
import { packagesIn, recordScripts } from '../support/script-sources';

const FORM_LIBRARIES = /node_modules\/(formik|yup|altcha)\//;

for (const { path, form } of [
  { path: '/', form: 'Get a free quote' },
  { path: '/contact', form: 'Send us a message' },
]) {
  test(`${path} downloads formik, yup and the captcha only once the visitor uses its form`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    const quote = await hydrated(page.getByRole('form', { name: form }));
    await page.waitForLoadState('networkidle');
    expect(packagesIn(scripts, FORM_LIBRARIES)).toEqual([]);

    await quote.getByRole('textbox', { name: 'Email', exact: true }).click();
    await expect(quote.locator('altcha-widget')).toBeAttached();
    await expect.poll(() => packagesIn(scripts, FORM_LIBRARIES).sort()).toEqual(['altcha', 'formik', 'yup']);
  });
}
