// Google reCAPTCHA v2 checkbox, used instead of ALTCHA when the site is configured for it.

import { useEffect, useRef, useState } from 'react';
import { Message } from '@agency/shared/ui';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { loadRecaptcha } from './load-recaptcha';

export default function RecaptchaWidget({ onChange, siteKey }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!current || !container.current || !siteKey) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [siteKey]);

  if (failed || !siteKey) {
    return <Message tone="error">The spam check could not load. Please reload the page and try again.</Message>;
  }
  return <div ref={container} className="captcha__recaptcha" />;
}
