// A yes/no question in the modal dialog: the Delete dialog and 'delete all products'.

import { useId } from 'react';
import { dialogMessages } from '@agency/shared/contract/messages';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed action runs: Confirm is disabled. */
  busy?: boolean;
}

export function ConfirmDialog({ title, question, onCancel, onConfirm, busy = false }: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      describedBy={questionId}
      actions={
        <>
          <button type="button" className="btn btn-outline btn-small" onClick={onCancel}>
            {dialogMessages.cancel}
          </button>
          <button type="button" className="btn btn-danger btn-small" onClick={onConfirm} disabled={busy}>
            {dialogMessages.confirm}
          </button>
        </>
      }
    >
      <p id={questionId}>{question}</p>
    </ModalDialog>
  );
}
