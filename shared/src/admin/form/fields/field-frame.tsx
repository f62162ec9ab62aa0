// Label, hint and error around one control, with the ids the control refers to.

import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
  /** A live note as the value is typed (a new password's strength); undefined for fields without one. */
  note?: string;
  noteId?: string;
  /** Groups (radios, image lists) are labelled by a legend instead of a label. */
  asGroup?: boolean;
  children: ReactNode;
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="admin-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

export function FieldFrame({ id, label, required, hint, hintId, error, errorId, note, noteId, asGroup, children }: FieldFrameProps) {
  const caption = (
    <>
      {label}
      <RequiredMark required={required} />
    </>
  );
  const notes = (
    <>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {/* Always there when the field has notes: a live region must exist before its text changes to be announced. */}
      {note !== undefined ? (
        <p id={noteId} className="admin-field__hint" aria-live="polite">
          {error ? '' : note}
        </p>
      ) : null}
    </>
  );
  if (asGroup) {
    return (
      <fieldset className="field admin-field admin-field--group" aria-describedby={error ? errorId : undefined}>
        <legend>{caption}</legend>
        {children}
        {notes}
      </fieldset>
    );
  }
  return (
    <div className="field admin-field">
      <label htmlFor={id}>{caption}</label>
      {children}
      {notes}
    </div>
  );
}

/** aria attributes of a control inside a FieldFrame. */
export const describedBy = (
  state: { hintId: string; errorId: string; error?: string },
  hint?: string,
  note?: { id: string; text?: string },
) => {
  const ids = [hint ? state.hintId : '', state.error ? state.errorId : '', note?.text && !state.error ? note.id : '']
    .filter(Boolean)
    .join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': state.error ? true : undefined };
};
