// The self-hosted ALTCHA captcha of the public forms, three ways:
// - solveCaptcha: the real thing, the server's challenge solved by the widget (seconds of work);
// - practiseCaptcha: the page gets a challenge signed with a key only this test knows, which the
//   widget solves in a moment and the API refuses (client flows, and the refusal itself);
// - withoutCaptcha: the challenge cannot be fetched, so the form has no solution to send.

import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, type Locator, type Page } from '@playwright/test';

const CHALLENGE = '**/api/captcha/challenge';

/** Waits for the widget inside `form` to solve the server's challenge (started by focus, or by ticking it). */
export const solveCaptcha = async (form: Locator): Promise<void> => {
  const widget = form.locator('altcha-widget');
  const started = await expect(widget)
    .toContainText(/Verifying|Verified/, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (!started) await widget.getByRole('checkbox').click();
  await expect(widget).toContainText('Verified', { timeout: 180_000 });
};

export const practiseCaptcha = async (page: Page): Promise<void> => {
  await page.route(CHALLENGE, async (route) => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'known-only-to-this-test',
      hmacKeySignatureSecret: 'known-only-to-this-test-too',
    });
    await route.fulfill({ json: challenge });
  });
};

export const withoutCaptcha = async (page: Page): Promise<void> => {
  await page.route(CHALLENGE, (route) => route.abort());
};
