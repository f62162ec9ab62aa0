// A FormField bound to the surrounding formik form by name (the sign-in and sign-up
// pages, which need formik from their first paint anyway).

import { useField } from 'formik';
import { FormField, type FieldSpec } from './form-field';

export function FormikField({ note, ...spec }: FieldSpec & { note?: string }) {
  const [field, meta, helpers] = useField<string>(spec.name);
  return (
    <FormField
      {...spec}
      value={field.value ?? ''}
      error={meta.touched ? meta.error : undefined}
      onValueChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      note={note}
    />
  );
}
