// Self-hosted ALTCHA (proof of work, no third party): the widget fetches a
// challenge from the API host, solves it in a worker and reports the payload
// that POST /contact verifies.
//
// The `external` build is used: its styles come as a CSS file through our own
// pipeline and its worker as a file of this remote, so the page's CSP needs no
// inline <style> (the default build injects one, without the page's nonce when
// it is loaded as a chunk).

import { useEffect, useRef } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import { apiBaseUrl } from '@agency/shared/api';
import type { CaptchaWidgetProps } from './captcha-widget-props';

// The API host's challenges use PBKDF2/SHA-256 (api/src/captcha/altcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url)));

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
