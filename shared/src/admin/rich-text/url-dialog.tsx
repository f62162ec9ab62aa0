// The dialog behind the link, image, video and audio buttons: an address (and a
// second text field where one is needed), checked before it reaches the editor.

import { useId, useState, type FormEvent } from 'react';
import { dialogMessages, editorMessages } from '@agency/shared/contract/messages';
import { ModalDialog } from '../dialog/modal-dialog';

export interface UrlDialogProps {
  title: string;
  /** Label of the optional second field (link text, image description). */
  textLabel?: string;
  submitLabel: string;
  /** Returns the message to show when the address is refused. */
  validate: (url: string) => string | undefined;
  onSubmit: (url: string, text: string) => void;
  onCancel: () => void;
  /** Editing an existing link: its address. */
  initialUrl?: string;
}

export function UrlDialog({ title, textLabel, submitLabel, validate, onSubmit, onCancel, initialUrl = '' }: UrlDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const urlId = useId();
  const textId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problem = url.trim() ? validate(url.trim()) : editorMessages.urlRequired;
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(url.trim(), text);
  };

  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-outline btn-small" onClick={onCancel}>
            {dialogMessages.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary btn-small">
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={urlId}>Address</label>
          <input
            id={urlId}
            type="text"
            inputMode="url"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {textLabel ? (
          <div className="field">
            <label htmlFor={textId}>{textLabel}</label>
            <input id={textId} type="text" value={text} onChange={(event) => setText(event.target.value)} />
          </div>
        ) : null}
      </form>
    </ModalDialog>
  );
}
