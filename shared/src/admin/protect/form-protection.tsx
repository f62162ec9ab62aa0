// Work protection of one admin form, placed inside its Formik: the offer to restore
// text kept from an earlier visit, the question before leaving unsaved changes, and
// the draft kept in this browser while editing.

import { useState } from 'react';
import { useFormikContext } from 'formik';
import { Message } from '@agency/shared/ui';
import { unsavedMessages } from '@agency/shared/contract/messages';
import type { FieldDef, FormValues } from '../form/field-types';
import { LeaveDialog } from './leave-dialog';
import { useFormDraft } from './use-form-draft';
import { useLeaveGuard } from './use-leave-guard';
import { formatDateTime } from '../format/date-time';

export interface FormProtectionProps {
  fields: readonly FieldDef[];
  /** Storage key of the draft (see draftStorageKey). */
  draftKey?: string;
  version?: string;
  onRestoreDraft?: (version: string | undefined) => void;
}

const hasFileFields = (fields: readonly FieldDef[]) => fields.some((field) => field.kind === 'image' || field.kind === 'images');

export function FormProtection({ fields, draftKey, version, onRestoreDraft }: FormProtectionProps) {
  const { dirty, isSubmitting } = useFormikContext<FormValues>();
  const draft = useFormDraft({ fields, storageKey: draftKey, version, onRestore: onRestoreDraft });
  const blocker = useLeaveGuard(dirty && !isSubmitting);
  const [restored, setRestored] = useState(false);

  const notice = draft.offer !== null || (restored && dirty);
  return (
    <>
      {notice ? (
        <div className="admin-form__notices">
          {draft.offer ? (
            <div className="admin-draft" role="region" aria-label="Unsaved changes">
              <p className="admin-draft__text">
                {unsavedMessages.draftFound(formatDateTime(draft.offer.savedAt))}
                {hasFileFields(fields) ? ` ${unsavedMessages.draftFilesNote}` : ''}
              </p>
              <div className="admin-draft__actions">
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  onClick={() => {
                    draft.restore();
                    setRestored(true);
                  }}
                >
                  {unsavedMessages.restore}
                </button>
                <button type="button" className="btn btn-outline btn-small" onClick={draft.discard}>
                  {unsavedMessages.discard}
                </button>
              </div>
            </div>
          ) : null}
          {restored && dirty ? <Message tone="info">{unsavedMessages.restored}</Message> : null}
        </div>
      ) : null}
      {blocker.state === 'blocked' ? (
        <LeaveDialog
          onStay={() => blocker.reset()}
          onLeave={() => {
            draft.forget();
            blocker.proceed();
          }}
        />
      ) : null}
    </>
  );
}
