// The editor's Preview button (issue 19): hands the form's current values, saved or not, to a
// new tab where the public remote renders the page as visitors would see it. One id per editor:
// pressing Preview again refreshes the same tab instead of opening another.

import { useState } from 'react';
import { useFormikContext } from 'formik';
import { previewMessages, previewPath, writePreview, type PreviewKind, type PreviewReply } from '@agency/shared/contract/preview';
import type { FormValues } from './field-types';

export interface PreviewAction {
  kind: PreviewKind;
  /** The page as the public remote reads it from the API, made from the form's values. */
  reply: (values: FormValues) => PreviewReply;
}

const newId = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export function PreviewButton({ kind, reply }: PreviewAction) {
  const { values } = useFormikContext<FormValues>();
  const [id] = useState(newId);
  const open = () => {
    writePreview(window.localStorage, id, reply(values));
    window.open(previewPath(kind, id), `agency-preview-${id}`);
  };
  return (
    <button type="button" className="btn btn-outline admin-form__preview" title={previewMessages.buttonHint} onClick={open}>
      {previewMessages.button}
    </button>
  );
}
