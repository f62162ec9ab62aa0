// Recovery codes as they are shown once (after TOTP is turned on, or renewed): the message that says
// what they are for, then the ten codes. The server keeps only their hashes.

import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { Message } from '@agency/shared/ui';

export function RecoveryCodeList({ codes, note }: { codes: readonly string[]; note: string }) {
  return (
    <div role="status">
      <Message tone="success">{note}</Message>
      <ol className="second-factor__recovery" aria-label={m.recoveryCodesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
