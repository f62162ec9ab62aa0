// What every field component needs from the form: its value, setters, ids and the
// error to show (once the field was left or the form was submitted).

import { useId } from 'react';
import { useField, useFormikContext } from 'formik';

export const useFieldState = <V>(name: string) => {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const shownError = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    value: field.value,
    setValue: (value: V) => void helpers.setValue(value),
    touch: () => void helpers.setTouched(true),
    /** Marks the field touched without validating the values of this render again: a
     *  value set in the same event is validated by its own update (a file pick). */
    touchQuietly: () => void helpers.setTouched(true, false),
    error: shownError,
    /** Errors of nested values (feature rows), whatever was touched. */
    rawError: meta.error as unknown,
  };
};
