// The add/edit fields of a content resource, derived from the content model (issue 16): each field
// with an input gets its name, label, input kind and star from there, its options from its rule,
// a link input from a link rule and whole steps from an integer column. A screen adds only what is
// its own presentation (a hint, a toolbar, autofill, a placeholder) and places its other widgets.

import type { ContentResourceKey } from '@agency/shared/contract';
import { CONTENT_MODEL, type ModelField, type ModelFields, type ResourceModel } from '@agency/shared/contract/content-model';
import type { ToolbarPreset } from '../rich-text/toolbar-config';
import { options, type FieldDef } from './field-types';

/** What a screen adds to a field the model describes. */
export interface InputExtras {
  hint?: string;
  /** Rich text: the toolbar (`standard` unless given). */
  toolbar?: ToolbarPreset;
  /** Text: the browser's autofill hint. */
  autoComplete?: string;
  /** Select: the text shown while nothing is chosen. */
  placeholder?: string;
}

/** The form field of one field of the model, or null for one the form does not edit. */
export const modelFieldDef = (name: string, field: ModelField, extras: InputExtras = {}): FieldDef | null => {
  const required = field.rule === 'requiredText' || field.required === true;
  const base = { name, label: field.label, ...(required ? { required } : {}), ...(extras.hint ? { hint: extras.hint } : {}) };
  switch (field.input) {
    case 'text':
      return {
        ...base,
        kind: 'text',
        ...(field.rule === 'link' ? { inputType: 'url' as const } : {}),
        ...(extras.autoComplete ? { autoComplete: extras.autoComplete } : {}),
      };
    case 'textarea':
      return { ...base, kind: 'textarea' };
    case 'rich':
      return { ...base, kind: 'rich', toolbar: extras.toolbar ?? 'standard' };
    case 'number':
      return { ...base, kind: 'number', ...(field.column === 'integer' ? { step: '1' } : {}) };
    case 'select':
      return {
        ...base,
        kind: 'select',
        options: options(field.options ?? []),
        ...(extras.placeholder ? { placeholder: extras.placeholder } : {}),
        ...(typeof field.defaultValue === 'string' ? { defaultValue: field.defaultValue } : {}),
      };
    case 'checkbox':
      return { ...base, kind: 'checkbox' };
    case 'features':
      return { ...base, kind: 'features' };
    default:
      return null;
  }
};

/** The form fields of a resource described by `model` (the content model's, or a test's extension of it), in its order. */
export const modelFormFields = (model: ResourceModel, extras: Readonly<Record<string, InputExtras | undefined>> = {}): FieldDef[] =>
  Object.entries(model.fields).flatMap(([name, field]) => modelFieldDef(name, field, extras[name]) ?? []);

/** The form fields of a content resource, from the content model, with the screen's extras by field name. */
export const contentFormFields = <K extends ContentResourceKey>(
  key: K,
  extras: { readonly [N in keyof ModelFields<K>]?: InputExtras } = {},
): FieldDef[] => modelFormFields(CONTENT_MODEL[key], extras as Readonly<Record<string, InputExtras | undefined>>);
