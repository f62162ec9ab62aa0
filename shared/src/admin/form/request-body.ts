// The request of an add or edit form (product §7): JSON for plans, multipart for the
// rest, with the image changes the API expects (new files, `removedImages`,
// `removeImage`) and features as a JSON string.

import type { Feature, FormMode } from '@agency/shared/contract';
import type { FieldDef, FormValues, ImageValue } from './field-types';

export interface BodyOptions {
  json: boolean;
  mode: FormMode;
  /** The values the form started from (edit: the stored entry). */
  initial: FormValues;
  /** Sent on create without an input (products: rating). */
  createExtras?: Record<string, string | number>;
}

/** A picked file (checked by shape: test environments mix File classes of two realms). */
const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).name === 'string' && typeof (value as File).size === 'number';

const storedNames = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const filledFeatures = (rows: unknown): Feature[] =>
  (Array.isArray(rows) ? (rows as Feature[]) : []).filter(
    (row) => row.featureIcon.trim() || row.featureTitle.trim() || row.featureDesc.trim(),
  );

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The main image is cleared with the brief's `removeImage=true` (FAQ); another one (a social image) by sending it empty. */
const clearImage = (form: FormData, name: string) => {
  if (name === 'image') form.append('removeImage', 'true');
  else form.append(name, '');
};

const appendField = (form: FormData, field: FieldDef, values: FormValues, options: BodyOptions) => {
  const value = values[field.name];
  switch (field.kind) {
    case 'image':
      if (isFile(value)) form.append(field.name, value);
      else if (!value && field.removable && options.mode === 'edit' && options.initial[field.name]) clearImage(form, field.name);
      // Its words go with a picture only: the API drops them with a removed one.
      if (field.altName && value) form.append(field.altName, asText(values[field.altName]));
      return;
    case 'images': {
      for (const item of (value as ImageValue[]) ?? []) if (isFile(item)) form.append(field.name, item);
      // In the list's order, kept pictures then new ones: the order the API lays them out in.
      if (field.altName) {
        const alts = Array.isArray(values[field.altName]) ? (values[field.altName] as unknown[]) : [];
        form.append(field.altName, JSON.stringify(((value as ImageValue[]) ?? []).map((_, index) => asText(alts[index]))));
      }
      if (options.mode === 'edit') {
        const kept = new Set(storedNames(value));
        form.append('removedImages', JSON.stringify(storedNames(options.initial[field.name]).filter((name) => !kept.has(name))));
      }
      return;
    }
    case 'features':
      form.append(field.name, JSON.stringify(filledFeatures(value)));
      return;
    default:
      form.append(field.name, asText(value));
  }
};

/** `values` are the schema-cast form values. */
export const buildRequestBody = (
  fields: readonly FieldDef[],
  values: FormValues,
  options: BodyOptions,
): FormData | Record<string, unknown> => {
  const extras = options.mode === 'create' ? (options.createExtras ?? {}) : {};
  if (options.json) {
    return { ...Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? null])), ...extras };
  }
  const form = new FormData();
  for (const field of fields) appendField(form, field, values, options);
  for (const [name, value] of Object.entries(extras)) form.append(name, String(value));
  return form;
};
