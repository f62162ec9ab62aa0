// What the privacy policy says about the captcha depends on which one the site runs.

import { getRuntimeConfig } from '@agency/shared/api';

export function SpamProtectionNotice() {
  if (getRuntimeConfig().captcha.provider === 'recaptcha') {
    return (
      <p>
        Our forms are protected by Google reCAPTCHA. To tell people from bots, Google receives information about your device and how you use
        the page, under the <a href="https://policies.google.com/privacy">Google Privacy Policy</a> and{' '}
        <a href="https://policies.google.com/terms">Terms of Service</a>. Google&apos;s script loads only when you start filling in one of
        our forms.
      </p>
    );
  }
  return (
    <p>
      Our forms are protected by a privacy-friendly check, hosted by us, that runs a small calculation in your browser. It uses no cookies,
      does not track you and sends nothing to third parties.
    </p>
  );
}
