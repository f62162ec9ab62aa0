// Self-hosted ALTCHA (proof of work, no third party): the widget fetches a
// challenge from the API host, solves it in a worker and reports the payload
// that POST /contact verifies. The form's CaptchaSession decides when to solve;
// the visitor never has to tick anything.
//
// The `external` build is used: its styles come as a CSS file through our own
// pipeline and its worker as a file of this remote, so the page's CSP needs no
// inline <style> (the default build injects one, without the page's nonce when
// it is loaded as a chunk).

import { useEffect, useRef, useState } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { apiBaseUrl } from '@agency/shared/api';
import { visitorMessages } from '@agency/shared/contract/visitor-messages';
import type { WidgetState } from './captcha-session';
import type { CaptchaWidgetProps } from './captcha-widget-props';

// The API host's challenges use PBKDF2/SHA-256 (api/src/captcha/altcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url)));

interface StateChangeDetail {
  state: WidgetState;
  payload: string | null;
}

/** The element gets its methods once its component started, a moment after it is attached ('load'). */
const isReady = (widget: AltchaWidgetElement): boolean => typeof widget.verify === 'function';

/**
 * ALTCHA unticks a verified box when it is clicked (and drops the solution), and a
 * click that lands as "Verifying..." turns into "Verified" is such a click. A tick on
 * a box that is solved or being solved changes nothing here; on any other state it
 * starts solving, as the widget does.
 */
const keepSolution = (widget: AltchaWidgetElement, onWhileVerifying: () => void) => (event: MouseEvent) => {
  if (!isReady(widget)) return;
  const state: string = widget.getState();
  // Any tick on the box while it works gets an answer (the widget itself shows nothing new).
  if (state === 'verifying') onWhileVerifying();
  const target = event.target as HTMLElement | null;
  if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
  if (state === 'verified' || state === 'verifying') event.preventDefault();
};

const solveWith = (widget: AltchaWidgetElement) => () => {
  if (isReady(widget)) void widget.verify();
  else widget.addEventListener('load', () => void widget.verify(), { once: true });
};

export default function AltchaWidget({ session }: CaptchaWidgetProps) {
  const element = useRef<AltchaWidgetElement>(null);
  const [tickedWhileVerifying, setTickedWhileVerifying] = useState(false);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      if (state !== 'verifying') setTickedWhileVerifying(false);
      session.report(state, payload);
    };
    const onClick = keepSolution(widget, () => setTickedWhileVerifying(true));
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('click', onClick, true);
    const detach = session.attach({ solve: solveWith(widget) });
    return () => {
      detach();
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('click', onClick, true);
    };
  }, [session]);

  return (
    <>
      <altcha-widget ref={element} challenge={`${apiBaseUrl()}/captcha/challenge`} name="captcha" />
      {tickedWhileVerifying ? (
        <p className="captcha__status captcha__status--wait" role="status">
          {visitorMessages.captchaVerifying}
        </p>
      ) : null}
    </>
  );
}
