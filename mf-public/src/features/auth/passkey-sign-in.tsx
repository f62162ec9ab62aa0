// "Sign in with a passkey": the browser's WebAuthn prompt (through @simplewebauthn/browser, fetched
// on the press, so no page carries it before) answers the server's challenge; the reply signs in
// as a password and a code would. A cancelled prompt or a refused passkey says so. Past the account's
// limit the API asks for the captcha (429 `captchaRequired`) before it checks the passkey's answer:
// the login page shows its captcha and the same answer is sent again with the solution (its challenge
// is still unused), so the visitor is not prompted twice; once asked, each later press sends one.

import { useState } from 'react';
import type { TokenReply } from '@agency/shared/contract';
import { secondStepMessages as m } from '@agency/shared/contract/visitor-messages';
import { CaptchaUnsolved } from '../../components/captcha/captcha-session';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './second-step-api';

export interface PasskeySignInProps {
  onSignedIn(csrfToken: string): void;
  /** A refusal (the API's reply as `{ data }`) and whether it used a captcha solution. */
  onFailed(error: unknown, usedCaptcha: boolean): void;
  /** A captcha solution when the API asked for one before, else undefined; throws when none came. */
  solveCaptcha(): Promise<string | undefined>;
  /** Shows the captcha the API just asked for and waits for its solution; throws when none came. */
  captchaSolution(): Promise<string>;
  disabled: boolean;
}

const asksForCaptcha = (error: unknown): boolean => (error as { data?: TokenReply }).data?.captchaRequired === true;

/** A failure without the API's word (a cancelled prompt, a library error) reads as a refused passkey. */
const withMessage = (error: unknown): unknown => ((error as { data?: unknown }).data ? error : { data: { msg: m.passkeyFailed } });

export function PasskeySignIn({ onSignedIn, onFailed, solveCaptcha, captchaSolution, disabled }: PasskeySignInProps) {
  const [fetchOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    let captcha: string | undefined;
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const { challengeId, options } = await fetchOptions().unwrap();
      const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      captcha = await solveCaptcha();
      const send = (solution?: string) => signIn({ challengeId, response, ...(solution ? { captcha: solution } : {}) }).unwrap();
      let reply: TokenReply;
      try {
        reply = await send(captcha);
      } catch (error) {
        if (captcha || !asksForCaptcha(error)) throw error;
        onFailed(error, false);
        captcha = await captchaSolution();
        reply = await send(captcha);
      }
      if (reply.csrfToken) onSignedIn(reply.csrfToken);
      else onFailed({ data: reply.msg ? reply : { msg: m.passkeyFailed } }, Boolean(captcha));
    } catch (error) {
      // No solution came: the page already says why.
      if (!(error instanceof CaptchaUnsolved)) onFailed(withMessage(error), Boolean(captcha));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline auth__submit" onClick={() => void press()} disabled={busy || disabled}>
      {busy ? m.passkeySigningIn : m.passkeySignIn}
    </button>
  );
}
