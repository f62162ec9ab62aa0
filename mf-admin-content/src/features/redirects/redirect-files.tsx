// Redirects as a CSV file: Export downloads every rule (and old slug); Import reads a file in
// the Redirection plugin's columns and takes all its lines or none, naming each bad line.

import { useState, type ChangeEvent } from 'react';
import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { downloadFile } from '@agency/shared/admin';
import { fetchRedirectsCsv, useImportRedirectsMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';

export function RedirectFiles() {
  const [importCsv, { isLoading }] = useImportRedirectsMutation();
  const [lines, setLines] = useState<string[]>([]);
  const { message, show } = useTimedMessage();

  const onExport = async () => {
    try {
      const { blob, fileName } = await fetchRedirectsCsv();
      downloadFile(fileName, blob);
    } catch {
      show(m.exportFailed, 'error', MESSAGE_LONG_MS);
    }
  };
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLines([]);
    try {
      const result = await importCsv({ csv: await file.text(), confirm: false }).unwrap();
      show(m.imported(result.imported, result.replaced), 'success', MESSAGE_LONG_MS);
    } catch (error) {
      const data = (error as { data?: { lines?: Array<{ message: string }> } }).data;
      setLines((data?.lines ?? []).map((line) => line.message));
      show(m.importFailed, 'error', MESSAGE_LONG_MS);
    }
  };

  return (
    <div className="admin-list__tools">
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      {lines.length > 0 ? (
        <ul className="field-error">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <label className="btn btn-outline btn-small">
        {m.importLabel}
        <input
          type="file"
          accept=".csv,text/csv"
          className="ui-visually-hidden"
          disabled={isLoading}
          onChange={(event) => void onImport(event)}
        />
      </label>
      <button type="button" className="btn btn-outline btn-small" onClick={() => void onExport()}>
        {m.exportButton}
      </button>
    </div>
  );
}
