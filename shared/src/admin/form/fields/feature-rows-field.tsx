// Single service features (product §2): rows of icon class (picked from the site's icons, or
// typed), title and description, with '-' to remove a row and '+' to add one below it.

import { blankFeature } from '../form-values';
import type { FieldDef } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FeatureIconPicker } from './feature-icon-picker';
import type { Feature } from '@agency/shared/contract';

type FeaturesDef = Extract<FieldDef, { kind: 'features' }>;

const COLUMNS: ReadonlyArray<{ key: keyof Feature; label: string; placeholder: string }> = [
  { key: 'featureIcon', label: 'Icon', placeholder: 'fa-solid fa-chart-line' },
  { key: 'featureTitle', label: 'Title', placeholder: 'Feature title' },
  { key: 'featureDesc', label: 'Description', placeholder: 'One sentence about it' },
];

const rowError = (errors: unknown, index: number, key: keyof Feature): string | undefined => {
  const row = Array.isArray(errors) ? (errors[index] as Partial<Record<keyof Feature, string>> | undefined) : undefined;
  return row?.[key];
};

export function FeatureRowsField({ field }: { field: FeaturesDef }) {
  const state = useFieldState<Feature[]>(field.name);
  const rows = state.value ?? [blankFeature()];

  const change = (index: number, key: keyof Feature, text: string) =>
    state.setValue(rows.map((row, at) => (at === index ? { ...row, [key]: text } : row)));
  const addAfter = (index: number) => state.setValue([...rows.slice(0, index + 1), blankFeature(), ...rows.slice(index + 1)]);
  const remove = (index: number) => state.setValue(rows.filter((_, at) => at !== index));

  return (
    <fieldset className="field admin-field admin-field--group admin-features">
      <legend>{field.label}</legend>
      {field.hint ? <p className="admin-field__hint">{field.hint}</p> : null}
      <ol className="admin-features__rows">
        {rows.map((row, index) => (
          <li key={index} className="admin-features__row">
            {COLUMNS.map((column) => {
              const id = `${state.id}-${index}-${column.key}`;
              const error = rowError(state.rawError, index, column.key);
              return (
                <div key={column.key} className="admin-features__cell">
                  <label htmlFor={id}>
                    {column.label} <span className="ui-visually-hidden">of feature {index + 1}</span>
                  </label>
                  {column.key === 'featureIcon' ? (
                    <FeatureIconPicker
                      id={id}
                      feature={index + 1}
                      value={row.featureIcon}
                      onChange={(className) => change(index, 'featureIcon', className)}
                      invalid={Boolean(error)}
                    />
                  ) : (
                    <input
                      id={id}
                      type="text"
                      value={row[column.key]}
                      placeholder={column.placeholder}
                      onChange={(event) => change(index, column.key, event.target.value)}
                      aria-invalid={error ? true : undefined}
                    />
                  )}
                  {error ? <p className="field-error">{error}</p> : null}
                </div>
              );
            })}
            <div className="admin-features__buttons">
              <button
                type="button"
                className="admin-round-button"
                aria-label={`Remove feature ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => remove(index)}
              >
                -
              </button>
              <button
                type="button"
                className="admin-round-button"
                aria-label={`Add a feature after feature ${index + 1}`}
                onClick={() => addAfter(index)}
              >
                +
              </button>
            </div>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
