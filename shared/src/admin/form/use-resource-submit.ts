// Sends an add or edit form and shows the outcome with the messages of product §8 for
// the screen's durations of product §9; the server's own message where the catalogue
// says so (`preferServerMessage`), and its field errors next to the fields.

import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { apiMessages, MESSAGE_SHORT_MS, type FormMode } from '@agency/shared/contract';
import { type ResourceMessages } from '@agency/shared/contract/messages';
import { fieldErrors, httpStatus, serverMessage } from '@agency/shared/api';
import { useTimedMessage } from '@agency/shared/ui';
import type { FieldDef, FormValues } from './field-types';
import { valuesOf } from './form-values';
import { buildRequestBody } from './request-body';
import type { SubmitOutcome } from './resource-form';

export interface MessageDurations {
  create?: number;
  update?: number;
  /** Delete failures on the list. */
  delete?: number;
}

export interface UseResourceSubmitOptions {
  mode: FormMode;
  fields: readonly FieldDef[];
  messages: ResourceMessages;
  durations?: MessageDurations;
  json?: boolean;
  createExtras?: Record<string, string | number>;
  /** The values the form starts from (edit: the stored entry's). */
  initial: FormValues;
  /** Calls the create or update endpoint with the body; resolves with the saved entry, rejects on failure. */
  send: (body: FormData | Record<string, unknown>) => Promise<unknown>;
  /** Content with a public page: success stays until the next action, and the screen learns what was saved. */
  onSaved?: (saved: Record<string, unknown>, text: string) => void;
  /** A message the screen opens with (the add screen's success, carried to the new entry's edit address). */
  opening?: string | null;
}

type QueryError = Parameters<typeof serverMessage>[0];

/** Why the server refused a picked file (not an image, too large, too many): more useful than the screen's generic line. */
const uploadRefusal = (error: QueryError): string | undefined => {
  const errors = fieldErrors(error);
  const status = httpStatus(error);
  return errors.image ?? errors.images ?? (status === 413 || status === 415 ? serverMessage(error) : undefined);
};

export const failureMessage = (messages: ResourceMessages, mode: FormMode, error: unknown): string => {
  const preferServer = mode === 'create' ? messages.preferServerMessage?.create : messages.preferServerMessage?.update;
  const fallback = mode === 'create' ? messages.createFailed : messages.updateFailed;
  return uploadRefusal(error as QueryError) ?? (preferServer ? serverMessage(error as QueryError) : undefined) ?? fallback;
};

const isEntity = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';

export const useResourceSubmit = (options: UseResourceSubmitOptions) => {
  const { mode, fields, messages, durations = {}, json = false, createExtras, send, onSaved, opening } = options;
  const { message, show, clear } = useTimedMessage();
  useEffect(() => {
    if (opening) show(opening, 'success');
  }, [opening, show]);
  // The entry the last add created: its success message (shown for product §9's time) links to it (issue 21).
  const [createdId, setCreatedId] = useState<string | null>(null);
  // Someone else saved this entry since it was loaded (409): the form's values at that
  // moment ("mine") and the ones it started from ("base"), for the conflict screen's merge.
  const [conflict, setConflict] = useState<{ mine: FormValues; base: FormValues } | null>(null);
  // What the stored entry looks like now: removed images are counted against it.
  const initial = useRef(options.initial);
  const duration = (mode === 'create' ? durations.create : durations.update) ?? MESSAGE_SHORT_MS;

  const submit = async (values: FormValues, cast: FormValues, helpers: FormikHelpers<FormValues>): Promise<SubmitOutcome> => {
    setCreatedId(null);
    try {
      const saved = await send(buildRequestBody(fields, cast, { json, mode, initial: initial.current, createExtras }));
      const text = mode === 'create' ? messages.created : messages.updated;
      show(text, 'success', onSaved ? undefined : duration);
      if (onSaved && isEntity(saved)) onSaved(saved, text);
      if (mode === 'create') {
        // The add form empties again: the message links to the new entry.
        if (isEntity(saved)) setCreatedId(saved._id as string);
        return { ok: true };
      }
      const next = isEntity(saved) ? valuesOf(fields, saved) : values;
      initial.current = next;
      return { ok: true, next };
    } catch (error) {
      if (mode === 'edit' && httpStatus(error as QueryError) === 409) {
        setConflict({ mine: values, base: initial.current });
        show(serverMessage(error as QueryError) ?? apiMessages.conflict, 'error', duration);
        return { ok: false };
      }
      show(failureMessage(messages, mode, error), 'error', duration);
      const errors = fieldErrors(error as QueryError);
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      return { ok: false };
    }
  };

  /** The conflict is settled: the form goes on from the saved version (`stored`: its values). */
  const resolveConflict = (stored: FormValues) => {
    initial.current = stored;
    setConflict(null);
    // The refusal's note described the version now merged: it would only mislead.
    clear();
  };

  return { message, submit, conflict, resolveConflict, createdId };
};
