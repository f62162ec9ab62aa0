// Google reCAPTCHA v2, used instead of ALTCHA when RECAPTCHA_SECRET and
// RECAPTCHA_SITE_KEY are set. The verifier is a function so tests inject one.

export type RecaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 10_000;

export const googleRecaptchaVerifier =
  (secret: string): RecaptchaVerifier =>
  async (token, remoteIp) => {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    const response = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  };
