// Text (also email, phone, password, link), multi-line and number inputs.

import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useIsSignedIn, useMeQuery } from '@agency/shared/api';
import { accountWords, passwordNote, preparePasswordRule } from '@agency/shared/schemas';
import { usePasswordNote } from '@agency/shared/ui';
import type { FieldDef, FormValues } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame, describedBy } from './field-frame';

type InputDef = Extract<FieldDef, { kind: 'text' | 'textarea' | 'number' }>;

/** The live note of a new password: the rule's reason as it is typed, for the account it is for. */
const useNewPasswordNote = (field: InputDef, value: string): string | undefined => {
  const ofForm = field.kind === 'text' && field.newPasswordOf === 'this form';
  const ofMe = field.kind === 'text' && field.newPasswordOf === 'signed-in account';
  const { values } = useFormikContext<FormValues>();
  const signedIn = useIsSignedIn();
  const { data: me } = useMeQuery(undefined, { skip: !ofMe || !signedIn });
  const account = ofForm ? values : ofMe ? { ...me } : {};
  const judged = ofForm || ofMe;
  useEffect(() => {
    if (!judged) return undefined;
    // After the screen's first paint; a failed fetch is tried again at the first key.
    const timer = setTimeout(() => void preparePasswordRule().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [judged]);
  const note = usePasswordNote(judged ? value : '', accountWords(account as Record<string, unknown>), passwordNote);
  return judged ? note : undefined;
};

export function InputField({ field }: { field: InputDef }) {
  const state = useFieldState<string>(field.name);
  const note = useNewPasswordNote(field, state.value ?? '');
  const noteId = `${state.id}-note`;
  const common = {
    id: state.id,
    name: field.name,
    value: state.value ?? '',
    onBlur: state.touch,
    'aria-required': field.required || undefined,
    ...describedBy(state, field.hint, { id: noteId, text: note }),
  };
  return (
    <FieldFrame {...state} label={field.label} required={field.required} hint={field.hint} note={note} noteId={noteId}>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? 4} onChange={(event) => state.setValue(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.kind === 'number' ? 'number' : (field.inputType ?? 'text')}
          step={field.kind === 'number' ? (field.step ?? 'any') : undefined}
          min={field.kind === 'number' ? 0 : undefined}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.kind === 'text' ? field.autoComplete : undefined}
          maxLength={field.kind === 'text' ? field.maxLength : undefined}
          onChange={(event) => state.setValue(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
