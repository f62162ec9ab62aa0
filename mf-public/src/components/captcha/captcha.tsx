// The captcha of the public forms. Which provider runs (self-hosted ALTCHA by
// default, Google reCAPTCHA v2 when the runtime config says so) stays in here and in
// the form's CaptchaSession. The widget's code is downloaded once `load` is set (the
// visitor uses the form, or it comes near the viewport).

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { getRuntimeConfig } from '@agency/shared/api';
import { captchaMessages } from '@agency/shared/contract';
import { Message } from '@agency/shared/ui';
import { CaptchaSession } from './captcha-session';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import './captcha.css';

export interface CaptchaProps {
  session: CaptchaSession;
  /** Download and show the widget. */
  load: boolean;
}

type Widget = ComponentType<CaptchaWidgetProps>;

type Provider = 'altcha' | 'recaptcha';

/** Once loaded, a widget shows at once in every later form. */
const loadedWidgets: Partial<Record<Provider, Widget>> = {};

const loadWidget = async (provider: Provider): Promise<Widget> => {
  loadedWidgets[provider] ??=
    provider === 'recaptcha' ? (await import('./recaptcha-widget')).default : (await import('./altcha-widget')).default;
  return loadedWidgets[provider];
};

/** A session for the provider in use: ALTCHA solves by itself, reCAPTCHA waits for a tick. */
export const createCaptchaSession = (): CaptchaSession => new CaptchaSession(getRuntimeConfig().captcha.provider !== 'recaptcha');

export function Captcha({ session, load }: CaptchaProps) {
  const { captcha } = getRuntimeConfig();
  const [widget, setWidget] = useState<{ Component: Widget } | null>(() => {
    const loaded = loadedWidgets[captcha.provider];
    return loaded ? { Component: loaded } : null;
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  useEffect(() => {
    if (!load || widget) return undefined;
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
  }, [load, widget, captcha.provider, attempt]);

  if (widget) {
    return (
      <div className="captcha">
        <widget.Component session={session} siteKey={captcha.siteKey} />
        {state === 'failed' && session.automatic ? (
          <p className="captcha__status" role="status">
            {captchaMessages.retrying}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="captcha">
      {failed ? (
        <Message tone="error" className="captcha__failure">
          {captchaMessages.loadFailed}{' '}
          <button type="button" className="captcha__retry" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </Message>
      ) : (
        <p className="captcha__placeholder">{captchaMessages.placeholder}</p>
      )}
    </div>
  );
}
