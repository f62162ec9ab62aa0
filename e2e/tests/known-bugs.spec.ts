// Bugs this suite found that are not fixed yet, written as the behaviour the spec and
// the issues ask for and marked `test.fail`: they pass while the bug is there, and fail the
// run the day it is fixed, so the mark gets removed and the test guards the fix.

import { expect, test } from '@playwright/test';
import { formMessages } from '@agency/shared/contract';
import { practiseCaptcha, solveCaptcha } from '../support/captcha';
import { hydrated } from '../support/hydration';
import { fillMessageForm } from '../support/message-forms';
import { firstSlugs } from '../support/public-paths';

// Cause (shell/src/router/routes.tsx): every page route's element is a <RemotePage>
// at the same place in the tree, so React keeps one instance across routes and renders
// the previous page once more under the new address. A blog post or service page,
// rendered at /contact with no :slug, "redirects" to its own slug and takes the visitor
// back. Fix: give each route's RemotePage a key of its own (e.g. key={page}).
test('a link followed from a blog post leaves the post', async ({ page, request }) => {
  test.fail(true, 'known bug: the previous page renders once under the new address and redirects back (see the note above the test)');
  const { blog } = await firstSlugs(request);
  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: blog.heading })).toBeVisible();
  // A click before hydration would be a full page load, which does not show the bug.
  const contact = await hydrated(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }));
  await contact.click();
  // Once the page has settled, where is the visitor?
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

// Same cause.
test('a quote sent from a service page lands on /thank-you', async ({ page, request }) => {
  test.fail(true, 'known bug: the service page renders once under /thank-you and redirects back (see the note above the test)');
  await practiseCaptcha(page);
  await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: { message: 'stored' } }));
  const { service } = await firstSlugs(request);
  await page.goto(`/services/${service.slug}`);
  const form = await hydrated(page.getByRole('form', { name: /^Get a quote for / }));
  await fillMessageForm(form, { nameLabel: 'Full name', name: 'Alan Turing', email: 'alan@example.com', phone: '01234567890', message: 'A quote, please.' });
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Get Quote' }).click();
  await page.waitForLoadState('networkidle');
  const landing = { path: new URL(page.url()).pathname, thanked: await page.getByText(formMessages.contactSent).isVisible() };
  expect(landing).toEqual({ path: '/thank-you', thanked: true });
});

// Cause (shell/server/site-server.ts): pages are answered by the not-found handler,
// which is not a route, so @fastify/compress (it hooks routes) never compresses them;
// a server-rendered home page goes out as ~80 KB of plain HTML. Fix: serve GET/HEAD
// pages from a wildcard route (app.get('/*', ...)) so the compression hook applies.
test('server-rendered pages are compressed', async ({ request }) => {
  test.fail(true, 'known bug: the pages come from the not-found handler, which @fastify/compress does not hook');
  const reply = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(reply.status()).toBe(200);
  expect((await reply.body()).length).toBeGreaterThan(1024);
  expect(reply.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
});

// Cause (server rendering + hydration): the form fields are React-controlled inputs;
// text typed into the server's markup before the scripts run is not in the form's
// state, and the next render after hydration writes the empty value back. Fix: make
// the fields read the DOM value on hydration (or keep them disabled until hydrated).
test('text typed into a server-rendered form before the scripts run is kept', async ({ page }) => {
  test.fail(true, 'known bug: the first render after hydration empties what was typed before it');
  let startScripts!: () => void;
  const typed = new Promise<void>((resolve) => {
    startScripts = resolve;
  });
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  // The scripts are deferred, so the page stays unscripted until they are let through.
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Jane');
  startScripts();
  await hydrated(form.getByRole('textbox', { name: 'Last name', exact: true }));
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Carter');
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Jane', { timeout: 2_000 });
});
