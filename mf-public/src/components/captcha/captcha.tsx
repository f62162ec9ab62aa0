// The captcha of the public forms. Which provider runs (self-hosted ALTCHA by
// default, Google reCAPTCHA v2 when the runtime config says so) stays in here:
// forms only hear `onChange(payload | null)`. The widget's code is downloaded
// when the visitor is about to use the form (see useFormIntent).

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { getRuntimeConfig } from '@agency/shared/api';
import { Message } from '@agency/shared/ui';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { useFormIntent } from './use-form-intent';
import './captcha.css';

export interface CaptchaProps {
  onChange: (payload: string | null) => void;
}

type Widget = ComponentType<CaptchaWidgetProps>;

type Provider = 'altcha' | 'recaptcha';

/** Once loaded, a widget shows at once in every later form (and after a reset). */
const loadedWidgets: Partial<Record<Provider, Widget>> = {};

const loadWidget = async (provider: Provider): Promise<Widget> => {
  loadedWidgets[provider] ??= provider === 'recaptcha' ? (await import('./recaptcha-widget')).default : (await import('./altcha-widget')).default;
  return loadedWidgets[provider];
};

export function Captcha({ onChange }: CaptchaProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const intent = useFormIntent(anchor);
  const { captcha } = getRuntimeConfig();
  const [widget, setWidget] = useState<{ Component: Widget } | null>(() => {
    const loaded = loadedWidgets[captcha.provider];
    return loaded ? { Component: loaded } : null;
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!intent || widget) return undefined;
    let current = true;
    setFailed(false);
    loadWidget(captcha.provider).then(
      (Component) => current && setWidget({ Component }),
      (error: unknown) => {
        console.error('[captcha] the widget could not load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [intent, widget, captcha.provider, attempt]);

  return (
    <div className="captcha" ref={anchor}>
      {widget ? (
        <widget.Component onChange={onChange} siteKey={captcha.siteKey} />
      ) : failed ? (
        <Message tone="error" className="captcha__failure">
          The spam check could not load. Check your connection and{' '}
          <button type="button" className="captcha__retry" onClick={() => setAttempt((n) => n + 1)}>
            try again
          </button>
          .
        </Message>
      ) : (
        <p className="captcha__placeholder">A quick spam check appears here when you start filling in the form.</p>
      )}
    </div>
  );
}
