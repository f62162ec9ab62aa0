// The rich-text editor as a form field.

import type { FieldDef } from '../field-types';
import { useFieldState } from '../use-field-state';
import { RichTextEditor } from '../../rich-text/rich-text-editor';

type RichDef = Extract<FieldDef, { kind: 'rich' }>;

export function RichTextField({ field }: { field: RichDef }) {
  const state = useFieldState<string>(field.name);
  return (
    <div className="field admin-field">
      <RichTextEditor
        label={field.label}
        value={state.value ?? ''}
        onChange={state.setValue}
        onBlur={state.touch}
        preset={field.toolbar}
        invalid={Boolean(state.error)}
        describedBy={state.error ? state.errorId : undefined}
      />
      {state.error ? (
        <p id={state.errorId} className="field-error">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
