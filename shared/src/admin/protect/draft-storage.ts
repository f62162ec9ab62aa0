// Unsaved form text kept in this browser while staff edit, so a reload, a closed
// tab or an ended session does not lose it. Only text survives: picked files
// cannot be stored, and password fields are never written down.

import type { FieldDef, FormValues } from '../form/field-types';

const PREFIX = 'admin-draft:';
/** Drafts older than this are forgotten rather than offered. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredDraft {
  values: FormValues;
  /** ISO time of the last change. */
  savedAt: string;
  /** The entry's version the draft started from (edit screens), so a restored draft saves against it. */
  version?: string;
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export const draftStorageKey = (owner: string, key: string): string => `${PREFIX}${owner}:${key}`;

export const readDraft = (key: string, now: number = Date.now()): StoredDraft | null => {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object' || Number.isNaN(Date.parse(draft.savedAt)))
      return null;
    if (now - Date.parse(draft.savedAt) > DRAFT_MAX_AGE_MS) {
      clearDraft(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
};

export const writeDraft = (key: string, draft: StoredDraft): void => {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only means no draft: editing goes on.
  }
};

export const clearDraft = (key: string): void => {
  storage()?.removeItem(key);
};

const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The values a draft can hold: text, stored image names and feature rows; never files or passwords. */
export const keepableValues = (fields: readonly FieldDef[], values: FormValues): FormValues => {
  const kept: FormValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'text' && field.inputType === 'password') continue;
    if (field.kind === 'image') {
      // A newly picked file cannot be kept: the field then keeps what it started with.
      if (typeof value === 'string' || value === null) kept[field.name] = value;
    } else if (field.kind === 'images') kept[field.name] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    else if (field.kind === 'features') kept[field.name] = Array.isArray(value) ? value : [];
    else if (value === null || value === undefined || isText(value)) kept[field.name] = value ?? '';
  }
  return kept;
};

/** The form's values with a draft laid over them. */
export const withDraft = (fields: readonly FieldDef[], initial: FormValues, draft: FormValues): FormValues => ({
  ...initial,
  ...keepableValues(fields, draft),
});

/** True when `values` differ from `initial` in what a draft can hold. */
export const draftDiffers = (fields: readonly FieldDef[], initial: FormValues, values: FormValues): boolean =>
  JSON.stringify(keepableValues(fields, initial)) !== JSON.stringify(keepableValues(fields, withDraft(fields, initial, values)));
