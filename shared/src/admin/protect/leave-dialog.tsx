// The question asked when staff move away from a form with unsaved changes.

import { useId } from 'react';
import { unsavedMessages } from '@agency/shared/contract/messages';
import { ModalDialog } from '../dialog/modal-dialog';

export interface LeaveDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

export function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
  const questionId = useId();
  return (
    <ModalDialog
      title={unsavedMessages.leaveTitle}
      onClose={onStay}
      describedBy={questionId}
      actions={
        <>
          <button type="button" className="btn btn-primary btn-small" onClick={onStay}>
            {unsavedMessages.stay}
          </button>
          <button type="button" className="btn btn-danger btn-small" onClick={onLeave}>
            {unsavedMessages.leave}
          </button>
        </>
      }
    >
      <p id={questionId}>{unsavedMessages.leaveQuestion}</p>
    </ModalDialog>
  );
}
