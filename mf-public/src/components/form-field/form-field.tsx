// The one field of the public forms: a labelled input, select or textarea bound to
// formik, with its error tied to it by aria-describedby. `digits` keeps only digits
// as the visitor types (at most that many) and says so when something was dropped.

import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useField } from 'formik';
import { digitsOnly, validationMessages } from '@agency/shared/contract';
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

export type FormFieldProps = InputField | SelectField | TextareaField;

export function FormField(props: FormFieldProps) {
  const { name, label, required = true, autoComplete, placeholder, className } = props;
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const [droppedNonDigits, setDroppedNonDigits] = useState(false);
  const digits = props.as === undefined || props.as === 'input' ? props.digits : undefined;

  const error = droppedNonDigits ? validationMessages.numericOnly : meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  const ref = useTypedBeforeHydration(field.value, (typed) => void helpers.setValue(digits ? digitsOnly(typed, digits) : typed));
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    autoComplete,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      setDroppedNonDigits(false);
      field.onBlur(event);
    },
  };

  const onDigitsChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    // The note stays until the visitor leaves the field, so it can be read.
    if (/\D/.test(raw)) setDroppedNonDigits(true);
    void helpers.setValue(digitsOnly(raw, digits ?? raw.length));
  };

  let control;
  if (props.as === 'select') {
    control = (
      <select {...common} ref={ref} value={field.value ?? ''} onChange={field.onChange}>
        <option value="">{props.emptyOption}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (props.as === 'textarea') {
    control = <textarea {...common} ref={ref} rows={props.rows ?? 5} placeholder={placeholder} value={field.value ?? ''} onChange={field.onChange} />;
  } else {
    control = (
      <input
        {...common}
        ref={ref}
        type={props.type ?? 'text'}
        inputMode={digits ? 'numeric' : undefined}
        placeholder={placeholder}
        value={field.value ?? ''}
        onChange={digits ? onDigitsChange : field.onChange}
      />
    );
  }

  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {control}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
