// "Sign in with a passkey": the browser's WebAuthn prompt (through @simplewebauthn/browser, fetched
// on the press, so no page carries it before) answers the server's challenge; the reply signs in
// as a password and a code would. A cancelled prompt or a refused passkey says so.

import { useState } from 'react';
import { secondStepMessages as m } from '@agency/shared/contract/visitor-messages';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './second-step-api';

export interface PasskeySignInProps {
  onSignedIn(csrfToken: string): void;
  onFailed(text: string): void;
  disabled: boolean;
}

export function PasskeySignIn({ onSignedIn, onFailed, disabled }: PasskeySignInProps) {
  const [fetchOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const { challengeId, options } = await fetchOptions().unwrap();
      const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      const reply = await signIn({ challengeId, response }).unwrap();
      if (reply.csrfToken) onSignedIn(reply.csrfToken);
      else onFailed(m.passkeyFailed);
    } catch {
      onFailed(m.passkeyFailed);
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
