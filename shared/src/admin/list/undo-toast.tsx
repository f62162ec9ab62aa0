// The notice after a delete moved entries to the trash (issue 21): names the entry (or counts
// a bulk delete's), offers Undo (puts them back) and a link to the trash. It stays until dismissed or replaced, so no one
// has to race a timer to reach Undo (WCAG 2.2.1).

import { useState } from 'react';
import { trashMessages } from '@agency/shared/contract/messages';
import { Link } from '@agency/shared/router';
import { Message } from '@agency/shared/ui';

export interface UndoToastProps {
  /** What was moved: `“Spring Launch” moved to the trash.` */
  text: string;
  /** Restores the entries; the list reports a failure. */
  onUndo: () => Promise<unknown>;
  onDismiss: () => void;
  /** The trash screen, when the app has one. */
  trashTo?: string;
}

export function UndoToast({ text, onUndo, onDismiss, trashTo }: UndoToastProps) {
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await onUndo();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Message tone="success" className="admin-undo-toast">
      <span className="admin-undo-toast__text">{text}</span>
      <span className="admin-undo-toast__actions">
        <button
          type="button"
          className="btn btn-primary btn-small"
          onClick={() => void undo()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? trashMessages.undoing : trashMessages.undo}
        </button>
        {trashTo ? (
          <Link to={trashTo} className="btn btn-outline btn-small">
            {trashMessages.viewTrash}
          </Link>
        ) : null}
        <button type="button" className="admin-undo-toast__close" aria-label={trashMessages.dismiss} onClick={onDismiss}>
          ×
        </button>
      </span>
    </Message>
  );
}
