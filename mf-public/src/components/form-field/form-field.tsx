// The one field of the public forms: a labelled input, select or textarea with its
// error tied to it by aria-describedby and aria-invalid. It shows what it is given
// (the message forms bind it to their FormStore, the sign-in forms to formik).
// `digits` keeps only digits as the visitor types (at most that many) and says so
// when something was dropped.

import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { digitsOnly, validationMessages } from '@agency/shared/contract';
import { afterPress, watchPresses } from './after-press';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import './form-field.css';

interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  className?: string;
}

interface InputField extends FieldBase {
  as?: 'input';
  type?: 'text' | 'email' | 'tel' | 'password';
  digits?: number;
}

interface SelectField extends FieldBase {
  as: 'select';
  /** The empty first option, e.g. 'Looking for...'. */
  emptyOption: string;
  options: readonly string[];
}

interface TextareaField extends FieldBase {
  as: 'textarea';
  rows?: number;
}

/** What a field is: its label, kind and rules of input. */
export type FieldSpec = InputField | SelectField | TextareaField;

/** What the form holds for a field. */
export interface FieldBinding {
  value: string;
  /** Shown (and the field marked invalid) when set. */
  error?: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** A live note as the visitor types (a new password's strength): announced politely, hidden while an error shows. */
  note?: string;
}

export type FormFieldProps = FieldSpec & FieldBinding;

export function FormField(props: FormFieldProps) {
  const { name, label, required = true, autoComplete, placeholder, className, value, onValueChange, onBlur } = props;
  const id = useId();
  const [droppedNonDigits, setDroppedNonDigits] = useState(false);
  const digits = props.as === undefined || props.as === 'input' ? props.digits : undefined;

  const error = droppedNonDigits ? validationMessages.numericOnly : props.error;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const note = error ? '' : props.note;
  const ref = useTypedBeforeHydration(value, (typed) => onValueChange(digits ? digitsOnly(typed, digits) : typed));
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    if (!digits) {
      onValueChange(raw);
      return;
    }
    // The note stays until the visitor leaves the field, so it can be read.
    if (/\D/.test(raw)) setDroppedNonDigits(true);
    onValueChange(digitsOnly(raw, digits));
  };
  useEffect(watchPresses, []);
  const common = {
    id,
    name,
    ref,
    value,
    onChange,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
    autoComplete,
    // The error or note this changes waits for the press that moved the focus (after-press.ts).
    onBlur: () =>
      afterPress(() => {
        setDroppedNonDigits(false);
        onBlur();
      }),
  };

  let control;
  if (props.as === 'select') {
    control = (
      <select {...common}>
        <option value="">{props.emptyOption}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (props.as === 'textarea') {
    control = <textarea {...common} rows={props.rows ?? 5} placeholder={placeholder} />;
  } else {
    control = <input {...common} type={props.type ?? 'text'} inputMode={digits ? 'numeric' : undefined} placeholder={placeholder} />;
  }

  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {/* Always there when the field has notes: a live region must exist before its text changes to be announced. */}
      {props.note !== undefined ? (
        <p className="field-note" id={noteId} aria-live="polite">
          {note}
        </p>
      ) : null}
    </div>
  );
}
