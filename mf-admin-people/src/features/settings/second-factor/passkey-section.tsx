// The account's passkeys: listed (name, added, last used), added through the browser's WebAuthn
// prompt (@simplewebauthn/browser, fetched on the press) and removed one by one.

import { useId, useState } from 'react';
import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { formatDateTime } from '@agency/shared/admin';
import { useAddPasskeyMutation, usePasskeyOptionsMutation, usePasskeysQuery, useRemovePasskeyMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';

export function PasskeySection() {
  const { data: passkeys } = usePasskeysQuery();
  const [fetchOptions] = usePasskeyOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const [removePasskey, { isLoading: removing }] = useRemovePasskeyMutation();
  const [label, setLabel] = useState('');
  const [adding, setAdding] = useState(false);
  const { message, show } = useTimedMessage();
  const labelId = useId();

  const add = async () => {
    setAdding(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const { challengeId, options } = await fetchOptions().unwrap();
      const response = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      show((await addPasskey({ challengeId, response, label: label.trim() }).unwrap()).message, 'success', MESSAGE_LONG_MS);
      setLabel('');
    } catch (error) {
      show(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? m.passkeyAddFailed, 'error', MESSAGE_LONG_MS);
    } finally {
      setAdding(false);
    }
  };
  const remove = async (id: string) => {
    try {
      show((await removePasskey(id).unwrap()).message, 'success', MESSAGE_LONG_MS);
    } catch (error) {
      show(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? m.passkeyAddFailed, 'error', MESSAGE_LONG_MS);
    }
  };

  return (
    <div className="second-factor__passkeys">
      <h3>{m.passkeysTitle}</h3>
      <p className="account-intro">{m.passkeysIntro}</p>
      {passkeys && passkeys.length === 0 ? <p>{m.noPasskeys}</p> : null}
      <ul className="second-factor__passkey-list" aria-label={m.passkeysTitle}>
        {passkeys?.map((passkey) => (
          <li key={passkey._id}>
            <span>
              <strong>{passkey.label || m.passkeysTitle}</strong> · {m.passkeyAddedOn}{' '}
              <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
              {passkey.lastUsedAt ? (
                <>
                  {' '}
                  · {m.passkeyLastUsed} <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
                </>
              ) : null}
            </span>
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={removing}
              aria-label={`${m.passkeyRemove} ${passkey.label || m.passkeysTitle}`}
              onClick={() => void remove(passkey._id)}
            >
              {m.passkeyRemove}
            </button>
          </li>
        ))}
      </ul>
      <div className="second-factor__code second-factor__code--wide">
        <label htmlFor={labelId}>{m.passkeyLabel}</label>
        <input id={labelId} className="input" value={label} maxLength={60} onChange={(event) => setLabel(event.target.value)} />
        <button type="button" className="btn btn-primary" disabled={adding} onClick={() => void add()}>
          {m.addPasskey}
        </button>
      </div>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
    </div>
  );
}
