// The dialog behind the link, image, video and audio buttons: an address (and a
// second text field where one is needed), checked before it reaches the editor; a link's
// address can also be found by the title of one of the site's own pages.

import { useId, useState, type FormEvent } from 'react';
import { dialogMessages, editorMessages, linkDialogMessages } from '@agency/shared/contract/messages';
import { ModalDialog } from '../dialog/modal-dialog';
import { SiteLinkSearch } from './site-link-search';

export interface UrlDialogProps {
  title: string;
  /** Label of the optional second field (link text, image description). */
  textLabel?: string;
  submitLabel: string;
  /** Returns the message to show when the address is refused. */
  validate: (url: string) => string | undefined;
  onSubmit: (url: string, text: string, newTab: boolean) => void;
  onCancel: () => void;
  /** Editing an existing link: its address. */
  initialUrl?: string;
  /** Links only: the "Open in a new tab" box, with its starting state. */
  initialNewTab?: boolean;
  /** Completes what staff typed before it is checked (`https://` added to a bare host). */
  normalize?: (url: string) => string;
  /** Links only: a search of the site's own pages and posts, whose address (and title) a pick fills in. */
  searchSite?: boolean;
}

export function UrlDialog(props: UrlDialogProps) {
  const {
    title,
    textLabel,
    submitLabel,
    validate,
    onSubmit,
    onCancel,
    initialUrl = '',
    initialNewTab,
    normalize = (url) => url,
    searchSite,
  } = props;
  const [url, setUrl] = useState(initialUrl);
  const [newTab, setNewTab] = useState(initialNewTab ?? false);
  const newTabId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const urlId = useId();
  const textId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const address = normalize(url.trim());
    const problem = address ? validate(address) : editorMessages.urlRequired;
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(address, text, newTab);
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
        {searchSite ? (
          <SiteLinkSearch
            onPick={(link) => {
              setUrl(link.path);
              setError(undefined);
              if (!text) setText(link.title);
            }}
          />
        ) : null}
        {textLabel ? (
          <div className="field">
            <label htmlFor={textId}>{textLabel}</label>
            <input id={textId} type="text" value={text} onChange={(event) => setText(event.target.value)} />
          </div>
        ) : null}
        {initialNewTab !== undefined ? (
          <div className="field field--checkbox">
            <input id={newTabId} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
            <label htmlFor={newTabId}>{linkDialogMessages.newTab}</label>
          </div>
        ) : null}
      </form>
    </ModalDialog>
  );
}
