// An author's "Submit for review" under their draft (product §6): a note for the editor and the
// button; the reply (submitted, already waiting, not a draft) is shown below it.

import { useState } from 'react';
import type { ContentResourceKey } from '@agency/shared/contract';
import { reviewMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { useSubmitReviewMutation } from '@agency/shared/staff-api';
import { usePermission } from '@agency/shared/admin';
import { Message } from '@agency/shared/ui';

export interface SubmitForReviewProps {
  resource: ContentResourceKey;
  id: string;
}

export function SubmitForReview({ resource, id }: SubmitForReviewProps) {
  const may = usePermission('review.submit');
  const [submit, { isLoading }] = useSubmitReviewMutation();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();
  if (!may.allowed) return null;
  const send = async () => {
    try {
      await submit({ resource, id, note }).unwrap();
      setOutcome({ tone: 'success', text: reviewMessages.submitted });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessage(error as Parameters<typeof serverMessage>[0]) ?? reviewMessages.notADraft });
    }
  };
  return (
    <section className="admin-card admin-review" aria-labelledby="admin-review-title">
      <h2 id="admin-review-title">{reviewMessages.submit}</h2>
      <label className="admin-field">
        <span className="admin-field__label">{reviewMessages.noteLabel}</span>
        <textarea className="input" value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
      </label>
      <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void send()}>
        {reviewMessages.submit}
      </button>
      {outcome ? <Message tone={outcome.tone}>{outcome.text}</Message> : null}
    </section>
  );
}
