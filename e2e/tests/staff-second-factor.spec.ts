// Two-factor sign-in in Chromium (issue 39), each test with accounts of its own (never the shared
// staff login, whose session the other specs use): TOTP set up on the account screen and used to
// sign in with a code computed here; the owners' rule sending a password-only sign-in to its
// set-up; a passkey registered and used through Chromium's virtual authenticator. It runs with the
// whole-site specs (alone), since the owners' rule holds back every staff account without a factor.

import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { authMessages, secondFactorMessages as m } from '@agency/shared/contract/messages';
import { E2E_PORT } from '../site';
import { hydrated } from '../support/hydration';
import { passwordSignIn, staffAccount as newStaffAccount, STAFF_ACCOUNT_PASSWORD } from '../support/staff-accounts';

const PASSWORD = STAFF_ACCOUNT_PASSWORD;
const staffAccount = (request: APIRequestContext, role: string) => newStaffAccount(request, role, 'two-factor');

/** The code an authenticator app shows for `secret`, one step ahead (the step now may be taken already). */
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

test('TOTP: set up on the account screen with its QR code, then the sign-in asks for the code and accepts it', async ({
  page,
  request,
}) => {
  const email = await staffAccount(request, 'editor');
  await passwordSignIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('button', { name: m.setUp }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('.second-factor__secret').textContent())!.trim();
  const setUp = page.getByRole('form', { name: m.confirm });
  await setUp.getByLabel(m.codeLabel).fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await setUp.getByRole('button', { name: m.confirm }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  await page.context().clearCookies();
  await passwordSignIn(page, email);
  const code = page.getByRole('textbox', { name: m.codeLabel });
  await expect(code).toBeVisible();
  await code.fill(codeOf(secret));
  await page.getByRole('button', { name: m.verify }).click();
  await expect(page.getByText(authMessages.loginSuccess)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test("the owners' rule: a password-only sign-in is sent to set up its second factor before the admin", async ({ page, request }) => {
  const ownerEmail = await staffAccount(request, 'owner');
  const password = await request.post('/api/login', { data: { email: ownerEmail, password: PASSWORD } });
  const bearer = { authorization: `Bearer ${((await password.json()) as { token: string }).token}` };
  const { secret } = (await (await request.post('/api/auth/second-factor/totp', { headers: bearer })).json()) as { secret: string };
  const confirm = await request.post('/api/auth/second-factor/totp/confirm', { headers: bearer, data: { code: codeOf(secret) } });
  expect(confirm.ok()).toBe(true);
  const editorEmail = await staffAccount(request, 'editor');
  expect((await request.put('/api/auth/second-factor/requirement', { headers: bearer, data: { required: true } })).ok()).toBe(true);
  try {
    await passwordSignIn(page, editorEmail);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText(m.setupRequired)).toBeVisible();
    await expect(page.getByRole('button', { name: m.setUp })).toBeVisible();
  } finally {
    await request.put('/api/auth/second-factor/requirement', { headers: bearer, data: { required: false } });
  }
});

test("a passkey registered through Chromium's virtual authenticator signs in without a password", async ({ page, request }) => {
  const email = await staffAccount(request, 'editor');
  // Passkeys need a domain: the site at localhost (an IP address cannot be a relying party).
  const site = `http://localhost:${E2E_PORT}`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto(`${site}/login`);
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await page.goto(`${site}/settings`);
  await page.getByLabel(m.passkeyLabel).fill('Virtual key');
  await page.getByRole('button', { name: m.addPasskey }).click();
  await expect(page.getByText(m.passkeyAdded)).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${site}/login`);
  await hydrated(page.getByRole('form', { name: 'Login' }));
  await page.getByRole('button', { name: m.passkeySignIn }).click();
  await expect(page.getByText(authMessages.loginSuccess)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});
