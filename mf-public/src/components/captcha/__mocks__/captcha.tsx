// The captcha seam of the component tests (jsdom cannot solve a real one): a button
// that reports a solved payload to the form's session, as the real widget would.

import { getRuntimeConfig } from '@agency/shared/api';
import type { CaptchaProps } from '../captcha';
import { CaptchaSession } from '../captcha-session';

export const SOLVED_CAPTCHA = 'test-captcha-payload';

export const createCaptchaSession = (): CaptchaSession => new CaptchaSession(getRuntimeConfig().captcha.provider !== 'recaptcha');

const solves = new WeakMap<CaptchaSession, number>();

/** A form's first solution is `test-captcha-payload`, its next ones `...-2`, `...-3`. */
export function Captcha({ session }: CaptchaProps) {
  const solve = () => {
    const count = (solves.get(session) ?? 0) + 1;
    solves.set(session, count);
    session.report('verified', count === 1 ? SOLVED_CAPTCHA : `${SOLVED_CAPTCHA}-${count}`);
  };
  return (
    <button type="button" onClick={solve}>
      Solve captcha
    </button>
  );
}
