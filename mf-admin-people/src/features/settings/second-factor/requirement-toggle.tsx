// The owners' rule (settings.manage): every staff account must use a second factor. Turning it
// on needs a factor of one's own (the API says so with 409), and signs out password-only sessions.

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { useSetSecondFactorRequiredMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';

export function RequirementToggle({ required }: { required: boolean }) {
  const [save, { isLoading }] = useSetSecondFactorRequiredMutation();
  const { message, show } = useTimedMessage();
  const change = async (next: boolean) => {
    try {
      show((await save(next).unwrap()).message, 'success', MESSAGE_LONG_MS);
    } catch (error) {
      show(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? m.setUpFailed, 'error', MESSAGE_LONG_MS);
    }
  };
  return (
    <div className="second-factor__rule">
      <h3>{m.requiredTitle}</h3>
      <label className="admin-check">
        <input type="checkbox" checked={required} disabled={isLoading} onChange={(event) => void change(event.target.checked)} />{' '}
        {m.requiredLabel}
      </label>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
    </div>
  );
}
