// The bar above a list while rows are ticked: how many, Clear, and Delete selected with a
// confirmation naming the count (issue 21). Rows are deleted one by one through the list's
// own delete (the API has no bulk call); each deleted row leaves the table, and a row the
// API refused stays ticked with a message saying how many could not go.

import { useState } from 'react';
import { listMessages } from '@agency/shared/contract/messages';
import { ConfirmDialog } from '../dialog/confirm-dialog';

export interface BulkDeleteProps<T extends { _id: string }> {
  items: readonly T[];
  remove: (item: T) => Promise<unknown>;
  onDeleted: (item: T) => void;
  /** After a run: how many were asked and how many failed. */
  onFinished: (asked: number, failed: number) => void;
  onClear: () => void;
}

export function BulkDelete<T extends { _id: string }>({ items, remove, onDeleted, onFinished, onClear }: BulkDeleteProps<T>) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = items.length;

  const confirm = async () => {
    setBusy(true);
    let failed = 0;
    // One after another: the API's per-request rules (and its rate limits) stay as for single deletes.
    for (const item of items) {
      try {
        await remove(item);
        onDeleted(item);
      } catch {
        failed += 1;
      }
    }
    setBusy(false);
    setAsking(false);
    onFinished(count, failed);
  };

  return (
    <div className="admin-list__bulk" role="group" aria-label={listMessages.bulkActions}>
      <p className="admin-list__bulk-count" aria-live="polite">
        {listMessages.selectedCount(count)}
      </p>
      <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={() => setAsking(true)}>
        {listMessages.deleteSelected(count)}
      </button>
      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={onClear}>
        {listMessages.clearSelection}
      </button>
      {asking ? (
        <ConfirmDialog
          title={listMessages.bulkDeleteTitle(count)}
          question={listMessages.bulkDeleteQuestion(count)}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
