// The toolbar of the image selected in the editor (alt text, replace, remove), and
// the dialog that edits its alt text.

import { useId, useState, type FormEvent } from 'react';
import { dialogMessages, richImageMessages } from '@agency/shared/contract/messages';
import { ModalDialog } from '../dialog/modal-dialog';

export interface ImageToolbarProps {
  alt: string;
  onEditAlt: () => void;
  onReplace: () => void;
  onRemove: () => void;
}

export function ImageToolbar({ alt, onEditAlt, onReplace, onRemove }: ImageToolbarProps) {
  return (
    <div className="rich-image-toolbar" role="toolbar" aria-label={richImageMessages.toolbar}>
      <span className="rich-image-toolbar__alt">{alt || richImageMessages.noAlt}</span>
      <button type="button" className="btn btn-outline btn-small" onClick={onEditAlt}>
        {richImageMessages.editAlt}
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={onReplace}>
        {richImageMessages.replace}
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={onRemove}>
        {richImageMessages.remove}
      </button>
    </div>
  );
}

export interface ImageAltDialogProps {
  alt: string;
  onSave: (alt: string) => void;
  onCancel: () => void;
}

export function ImageAltDialog({ alt, onSave, onCancel }: ImageAltDialogProps) {
  const [text, setText] = useState(alt);
  const formId = useId();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSave(text.trim());
  };
  return (
    <ModalDialog
      title={richImageMessages.altDialogTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-outline btn-small" onClick={onCancel}>
            {dialogMessages.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary btn-small">
            {richImageMessages.save}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{richImageMessages.altLabel}</label>
          <input id={inputId} type="text" value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
        </div>
      </form>
    </ModalDialog>
  );
}
