// Keeps a form's text in this browser while it differs from what was loaded, and
// offers it back when the same form opens again (after a reload, a crash or a new
// login). Used inside a Formik form.

import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import type { FieldDef, FormValues } from '../form/field-types';
import { clearDraft, draftDiffers, keepableValues, readDraft, withDraft, writeDraft, type StoredDraft } from './draft-storage';

/** Writes wait for a pause in typing. */
const SAVE_DELAY_MS = 300;

export interface UseFormDraftOptions {
  fields: readonly FieldDef[];
  /** Full storage key (see draftStorageKey); without one nothing is kept. */
  storageKey?: string;
  /** Version of the entry the form edits, stored with the draft. */
  version?: string;
  /** A restored draft started from this version (edit screens save against it). */
  onRestore?: (version: string | undefined) => void;
}

export const useFormDraft = ({ fields, storageKey, version, onRestore }: UseFormDraftOptions) => {
  const { values, initialValues, setValues } = useFormikContext<FormValues>();
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const draft = storageKey ? readDraft(storageKey) : null;
    return draft && draftDiffers(fields, initialValues, draft.values) ? draft : null;
  });
  const latest = useRef({ values, initialValues, version, offer });
  latest.current = { values, initialValues, version, offer };
  // Set once staff chose to leave without saving: nothing is written after that.
  const forgotten = useRef(false);

  const save = useCallback(() => {
    const { values: now, initialValues: start, version: base, offer: pending } = latest.current;
    // An offered draft stays as it is until staff restore or discard it.
    if (!storageKey || pending || forgotten.current) return;
    if (draftDiffers(fields, start, now))
      writeDraft(storageKey, { values: keepableValues(fields, now), savedAt: new Date().toISOString(), version: base });
    else clearDraft(storageKey);
  }, [fields, storageKey]);

  useEffect(() => {
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, initialValues, save]);

  // The last keystrokes before a reload or a closed tab.
  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  const restore = useCallback(() => {
    if (!offer) return;
    setOffer(null);
    void setValues(withDraft(fields, latest.current.initialValues, offer.values));
    onRestore?.(offer.version);
  }, [offer, fields, setValues, onRestore]);

  const discard = useCallback(() => {
    if (storageKey) clearDraft(storageKey);
    setOffer(null);
  }, [storageKey]);

  /** After a save or a deliberate leave: nothing to keep. */
  const forget = useCallback(() => {
    forgotten.current = true;
    if (storageKey) clearDraft(storageKey);
  }, [storageKey]);

  return { offer, restore, discard, forget };
};
