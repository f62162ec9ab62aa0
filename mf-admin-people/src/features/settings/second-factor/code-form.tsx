// One code and a button (turn the authenticator app on or off): the code is what the app shows.

import { useId, useState, type FormEvent } from 'react';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';

export function CodeForm({ action, onCode, busy }: { action: string; onCode(code: string): Promise<void>; busy: boolean }) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onCode(code.trim());
    setCode('');
  };
  return (
    <form className="second-factor__code" onSubmit={(event) => void submit(event)} aria-label={action}>
      <label htmlFor={id}>{m.codeLabel}</label>
      <input
        id={id}
        name="code"
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={busy || code.trim() === ''}>
        {action}
      </button>
    </form>
  );
}
