// Export CSV: every contact message (not only the page on screen) as a file. The API
// streams it from the database in batches, however many messages there are.

import { useState } from 'react';
import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { contactExportMessages as m } from '@agency/shared/contract/messages';
import { fetchContactsCsv } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';
import { downloadFile } from '@agency/shared/admin';

export function ExportContactsButton({ disabled }: { disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const { message, show } = useTimedMessage();

  const exportAll = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchContactsCsv();
      downloadFile(fileName, blob);
    } catch (error) {
      console.error(error);
      show(m.failed, 'error', MESSAGE_LONG_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-list__tools">
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      <button type="button" className="btn btn-outline btn-small" disabled={disabled || busy} onClick={() => void exportAll()}>
        {busy ? m.busy : m.button}
      </button>
    </div>
  );
}
