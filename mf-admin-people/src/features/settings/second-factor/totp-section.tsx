// The authenticator app (TOTP) on the account screen: set it up (a QR code and the key as text,
// turned on by the app's first code, then ten recovery codes shown once), or turn it off with a
// current code, or renew the recovery codes. The server keeps the secret; the page forgets it once the set-up is done.

import { useState } from 'react';
import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { isNetworkFailure, serverMessage } from '@agency/shared/api';
import { useConfirmTotpMutation, useStartTotpMutation, useTurnOffTotpMutation, type SecondFactorState } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';
import { CodeForm } from './code-form';
import { QrImage } from './qr-image';
import { RecoveryCodeList } from './recovery-code-list';
import { RenewRecoveryCodes } from './renew-recovery-codes';

type QueryError = Parameters<typeof serverMessage>[0];
const failureText = (error: unknown) =>
  isNetworkFailure(error as QueryError) ? m.setUpFailed : (serverMessage(error as QueryError) ?? m.setUpFailed);

export function TotpSection({ state }: { state: SecondFactorState }) {
  const [start, { isLoading: starting }] = useStartTotpMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTotpMutation();
  const [turnOff, { isLoading: turningOff }] = useTurnOffTotpMutation();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { message, show } = useTimedMessage();

  const begin = async () => {
    try {
      setRecoveryCodes(null);
      setSetup(await start().unwrap());
    } catch (error) {
      show(failureText(error), 'error', MESSAGE_LONG_MS);
    }
  };
  const turnOn = async (code: string) => {
    try {
      const reply = await confirm({ code }).unwrap();
      setSetup(null);
      setRecoveryCodes(reply.recoveryCodes);
    } catch (error) {
      show(failureText(error), 'error', MESSAGE_LONG_MS);
    }
  };
  const off = async (code: string) => {
    try {
      show((await turnOff({ code }).unwrap()).message, 'success', MESSAGE_LONG_MS);
    } catch (error) {
      show(failureText(error), 'error', MESSAGE_LONG_MS);
    }
  };

  return (
    <div className="second-factor__totp">
      {recoveryCodes ? <RecoveryCodeList codes={recoveryCodes} note={m.confirmed} /> : null}
      {state.totp ? (
        <>
          <p>
            {m.enabled} {m.recoveryCodesLeft(state.recoveryCodesLeft)}
          </p>
          <CodeForm action={m.turnOff} onCode={off} busy={turningOff} />
          <RenewRecoveryCodes />
        </>
      ) : setup ? (
        <>
          <p>{m.scanQr}</p>
          <QrImage uri={setup.uri} />
          <p>
            {m.secretLabel}: <code className="second-factor__secret">{setup.secret}</code>
          </p>
          <CodeForm action={m.confirm} onCode={turnOn} busy={confirming} />
        </>
      ) : (
        <>
          <p>{m.disabled}</p>
          <button type="button" className="btn btn-primary" onClick={() => void begin()} disabled={starting}>
            {m.setUp}
          </button>
        </>
      )}
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
    </div>
  );
}
