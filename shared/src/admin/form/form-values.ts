// Form values from field definitions: blank ones for add screens, and the current
// entry's for edit screens (product §2: an empty feature list comes back as one blank row).

import type { Feature } from '@agency/shared/contract';
import type { FieldDef, FormValues } from './field-types';

export const blankFeature = (): Feature => ({ featureIcon: '', featureTitle: '', featureDesc: '' });

const blankValue = (field: FieldDef): unknown => {
  switch (field.kind) {
    case 'checkbox':
      return false;
    case 'image':
      return null;
    case 'images':
      return [];
    case 'features':
      return [blankFeature()];
    case 'select':
      return field.defaultValue ?? '';
    case 'radio':
      return field.defaultValue;
    default:
      return '';
  }
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The alt text a picture field carries beside its value (issue 19), under its own name: one, or one per picture. */
const altOf = (field: FieldDef, stored: Record<string, unknown>): Array<[string, unknown]> => {
  if (field.kind === 'image' && field.altName) return [[field.altName, textOf(stored[field.altName])]];
  if (field.kind === 'images' && field.altName) {
    const alts = Array.isArray(stored[field.altName]) ? (stored[field.altName] as unknown[]) : [];
    const count = Array.isArray(stored[field.name]) ? (stored[field.name] as unknown[]).length : 0;
    return [[field.altName, Array.from({ length: count }, (_, index) => textOf(alts[index]))]];
  }
  return [];
};

export const blankValues = (fields: readonly FieldDef[]): FormValues =>
  Object.fromEntries(fields.flatMap((field) => [[field.name, blankValue(field)], ...altOf(field, {})]));

const currentValue = (field: FieldDef, stored: unknown): unknown => {
  switch (field.kind) {
    case 'checkbox':
      return Boolean(stored);
    case 'image':
      return typeof stored === 'string' && stored ? stored : null;
    case 'images':
      return Array.isArray(stored) ? stored.filter((name) => typeof name === 'string') : [];
    case 'features':
      return Array.isArray(stored) && stored.length > 0
        ? stored.map((row: Partial<Feature>) => ({ ...blankFeature(), ...row }))
        : [blankFeature()];
    case 'number':
      return stored === null || stored === undefined ? '' : String(stored);
    case 'radio':
      // A stored value the choice does not offer (a draft's state beside the timing choice) shows its default.
      return field.options.some((option) => option.value === stored) ? stored : field.defaultValue;
    default:
      return stored === null || stored === undefined ? blankValue(field) : String(stored);
  }
};

export const valuesOf = (fields: readonly FieldDef[], entity: Record<string, unknown>): FormValues =>
  Object.fromEntries(fields.flatMap((field) => [[field.name, currentValue(field, entity[field.name])], ...altOf(field, entity)]));
