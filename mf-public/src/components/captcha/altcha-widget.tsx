// Self-hosted ALTCHA (proof of work, no third party): the widget fetches a
// challenge from the API host, solves it in a worker and reports the payload
// that POST /contact verifies.

import { useEffect, useRef } from 'react';
import 'altcha';
import type {} from 'altcha/types/react';
import { apiBaseUrl } from '@agency/shared/api';
import type { CaptchaWidgetProps } from './captcha-widget-props';

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export default function AltchaWidget({ onChange }: CaptchaWidgetProps) {
  const element = useRef<HTMLElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const widget = element.current;
    if (!widget) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      report.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  // Solving starts when the visitor focuses the form; the checkbox starts it too.
  return <altcha-widget ref={element} challenge={`${apiBaseUrl()}/captcha/challenge`} auto="onfocus" name="captcha" />;
}
