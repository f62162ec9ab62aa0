// Export CSV: every contact message (not only the page on screen) as a file.

import type { Contact } from '@agency/shared/contract';
import { downloadFile } from '../../lib/download-file';
import { contactsToCsv, csvFileName } from './contacts-csv';

export function ExportContactsButton({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <div className="admin-list__tools">
      <button
        type="button"
        className="btn btn-outline btn-small"
        disabled={contacts.length === 0}
        onClick={() => downloadFile(csvFileName(), contactsToCsv(contacts), 'text/csv;charset=utf-8')}
      >
        Export CSV
      </button>
    </div>
  );
}
