// Text (also email, phone, password, link), multi-line and number inputs.

import type { FieldDef } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame, describedBy } from './field-frame';

type InputDef = Extract<FieldDef, { kind: 'text' | 'textarea' | 'number' }>;

export function InputField({ field }: { field: InputDef }) {
  const state = useFieldState<string>(field.name);
  const common = {
    id: state.id,
    name: field.name,
    value: state.value ?? '',
    onBlur: state.touch,
    'aria-required': field.required || undefined,
    ...describedBy(state, field.hint),
  };
  return (
    <FieldFrame {...state} label={field.label} required={field.required} hint={field.hint}>
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
