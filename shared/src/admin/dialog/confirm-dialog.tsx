// A yes/no question in the modal dialog: the Delete dialog, bulk deletes and 'delete all products'.
// An action that cannot be taken back can ask for a typed word first (issue 21): Confirm stays
// disabled until the field holds it.

import { useId, useState } from 'react';
import { dialogMessages } from '@agency/shared/contract/messages';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  /** What the action applies to, named after the question (e.g. the row's title). */
  subject?: string;
  /** A word to type before Confirm works (e.g. the list's name), for actions that empty a list. */
  typeToConfirm?: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed action runs: Confirm is disabled. */
  busy?: boolean;
}

/** Spaces around and letter case do not matter: the word is there to make the choice deliberate. */
export const typedWordMatches = (typed: string, word: string): boolean => typed.trim().toLowerCase() === word.trim().toLowerCase();

export function ConfirmDialog({ title, question, subject, typeToConfirm, onCancel, onConfirm, busy = false }: ConfirmDialogProps) {
  const questionId = useId();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = typeToConfirm === undefined || typedWordMatches(typed, typeToConfirm);
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
          <button type="button" className="btn btn-danger btn-small" onClick={onConfirm} disabled={busy || !confirmed}>
            {dialogMessages.confirm}
          </button>
        </>
      }
    >
      <p id={questionId}>
        {question}
        {subject ? (
          <>
            {' '}
            <strong className="admin-dialog__subject">{subject}</strong>
          </>
        ) : null}
      </p>
      {typeToConfirm !== undefined ? (
        <div className="field admin-field">
          <label htmlFor={fieldId}>{dialogMessages.typeToConfirm(typeToConfirm)}</label>
          <input
            id={fieldId}
            type="text"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      ) : null}
    </ModalDialog>
  );
}
