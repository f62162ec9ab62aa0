// Code for interaction loads on interaction (issue 14): a visitor's page downloads
// formik, yup and the captcha only when they start using a form (or scroll it near,
// use-form-intent.ts), never for the first view. Which modules a script carries comes
// from the build's source maps, so this is deterministic.

import { expect, test } from '@playwright/test';
import { hydrated } from '../support/hydration';
import { packagesIn, recordScripts } from '../support/script-sources';

const FORM_LIBRARIES = /node_modules\/(formik|yup|altcha)\//;

for (const { path, form } of [
  { path: '/', form: 'Get a free quote' },
  { path: '/contact', form: 'Send us a message' },
]) {
  test(`${path}: no form code (formik, yup, captcha) in the first view; all of it once the visitor uses its form`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    // The first view, as loaded and not scrolled: scrolling the form near would fetch its code.
    await page.waitForLoadState('networkidle');
    expect(packagesIn(scripts, FORM_LIBRARIES)).toEqual([]);

    const quote = await hydrated(page.getByRole('form', { name: form }));
    await quote.getByRole('textbox', { name: 'Email', exact: true }).click();
    await expect(quote.locator('altcha-widget')).toBeAttached();
    // The captcha's chunk comes first (the widget starts solving on focus); Formik and yup follow.
    await expect.poll(() => packagesIn(scripts, FORM_LIBRARIES).sort()).toEqual(['altcha', 'formik', 'yup']);
  });
}
