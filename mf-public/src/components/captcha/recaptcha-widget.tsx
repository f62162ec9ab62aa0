// Google reCAPTCHA v2 checkbox, used instead of ALTCHA when the site is configured for it.
// The visitor ticks it; its token (or its expiry) goes to the form's CaptchaSession, and a
// renewal after the server refused a token resets the box for a new tick.

import { useEffect, useRef, useState } from 'react';
import { Message } from '@agency/shared/ui';
import { captchaMessages } from '@agency/shared/contract';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { loadRecaptcha } from './load-recaptcha';

export default function RecaptchaWidget({ session, siteKey }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    let detach = () => {};
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!current || !container.current || !siteKey) return;
        const id = grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => session.report('verified', token),
          'expired-callback': () => session.report('expired', null),
          'error-callback': () => session.report('expired', null),
        });
        detach = session.attach({ solve: () => grecaptcha.reset(id) });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      detach();
    };
  }, [session, siteKey]);

  if (failed || !siteKey) {
    return <Message tone="error">{captchaMessages.reloadToRetry}</Message>;
  }
  return <div ref={container} className="captcha__recaptcha" />;
}
