// One field's value in the comparison of two revisions: rich text as the words a reader
// sees (tags dropped), so a changed word stands out; anything else as the conflict screen shows it.

import { stripHtml } from '@agency/shared/contract';
import { FieldValueView } from '../conflict/field-value-view';
import type { FieldDef } from '../form/field-types';

export function RevisionValue({ field, value }: { field: FieldDef; value: unknown }) {
  if (field.kind !== 'rich') return <FieldValueView field={field} value={value} />;
  const text = typeof value === 'string' ? stripHtml(value).trim() : '';
  return text ? <p className="admin-history__text">{text}</p> : <FieldValueView field={field} value="" />;
}
