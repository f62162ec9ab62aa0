// Select, radio group and checkbox.

import type { FieldDef } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame, describedBy } from './field-frame';

type ChoiceDef = Extract<FieldDef, { kind: 'select' | 'radio' | 'checkbox' }>;

export function ChoiceField({ field }: { field: ChoiceDef }) {
  const state = useFieldState<string | boolean>(field.name);
  const aria = describedBy(state, field.hint);

  if (field.kind === 'checkbox') {
    return (
      <div className="field admin-field admin-field--checkbox">
        <label className="admin-check">
          <input
            type="checkbox"
            name={field.name}
            checked={Boolean(state.value)}
            onChange={(event) => state.setValue(event.target.checked)}
            onBlur={state.touch}
            {...aria}
          />
          <span>{field.label}</span>
        </label>
        {state.error ? (
          <p id={state.errorId} className="field-error">
            {state.error}
          </p>
        ) : null}
      </div>
    );
  }

  if (field.kind === 'radio') {
    return (
      <FieldFrame {...state} label={field.label} required={field.required} hint={field.hint} asGroup>
        <div className="admin-radios">
          {field.options.map((option) => (
            <label key={option.value} className="admin-check">
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={state.value === option.value}
                onChange={() => state.setValue(option.value)}
                onBlur={state.touch}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </FieldFrame>
    );
  }

  return (
    <FieldFrame {...state} label={field.label} required={field.required} hint={field.hint}>
      <select
        id={state.id}
        name={field.name}
        value={String(state.value ?? '')}
        onChange={(event) => state.setValue(event.target.value)}
        onBlur={state.touch}
        aria-required={field.required || undefined}
        {...aria}
      >
        {field.placeholder ? <option value="">{field.placeholder}</option> : null}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
