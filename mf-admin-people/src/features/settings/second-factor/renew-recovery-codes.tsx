// Ten new recovery codes for an account with TOTP on (the old ones, used or not, stop working): a
// button opens the form, which takes the password or a current code, since a session alone must not
// be enough; the new codes are shown once, here, and never again.

import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { isNetworkFailure, serverMessage } from '@agency/shared/api';
import { useRenewRecoveryCodesMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';
import { RecoveryCodeList } from './recovery-code-list';

type QueryError = Parameters<typeof serverMessage>[0];

export function RenewRecoveryCodes() {
  const [renew, { isLoading: renewing }] = useRenewRecoveryCodesMutation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const { message, show } = useTimedMessage();
  const passwordId = useId();
  const codeId = useId();
  const proof = password !== '' ? { password } : { code: code.trim() };
  const ready = password !== '' || code.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await renew(proof).unwrap();
      setCodes(reply.recoveryCodes);
      setOpen(false);
    } catch (error) {
      const text = isNetworkFailure(error as QueryError) ? m.setUpFailed : (serverMessage(error as QueryError) ?? m.setUpFailed);
      show(text, 'error', MESSAGE_LONG_MS);
    } finally {
      setPassword('');
      setCode('');
    }
  };

  return (
    <div className="second-factor__renew">
      {codes ? <RecoveryCodeList codes={codes} note={m.renewed} /> : null}
      {open ? (
        <form className="second-factor__code" onSubmit={(event) => void submit(event)} aria-label={m.renewTitle}>
          <p>{m.renewIntro}</p>
          <label htmlFor={passwordId}>{m.renewPasswordLabel}</label>
          <input
            id={passwordId}
            type="password"
            className="input"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label htmlFor={codeId}>{m.codeLabel}</label>
          <input
            id={codeId}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={renewing || !ready}>
            {m.renewAction}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
          {m.renewAction}
        </button>
      )}
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
    </div>
  );
}
