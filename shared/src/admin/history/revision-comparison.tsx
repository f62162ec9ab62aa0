// Two revisions of an entry side by side, field by field (the older on the left); the
// fields that differ are marked Changed in words and highlighted, and in a changed text the
// words themselves: removed on the older side, added on the newer.

import { historyMessages as m } from '@agency/shared/contract/messages';
import { Message, Spinner } from '@agency/shared/ui';
import { differingFields } from '../conflict/three-way';
import type { FieldDef } from '../form/field-types';
import { valuesOf } from '../form/form-values';
import { RevisionValue, textDiffOf } from './revision-value';
import { useGetRevisionQuery, type EntryRef } from '@agency/shared/staff-api';

export interface RevisionComparisonProps {
  entry: EntryRef;
  fields: readonly FieldDef[];
  /** The two revision numbers, older first. */
  numbers: readonly [number, number];
}

export function RevisionComparison({ entry, fields, numbers: [older, newer] }: RevisionComparisonProps) {
  const left = useGetRevisionQuery({ ...entry, number: older });
  const right = useGetRevisionQuery({ ...entry, number: newer });
  if (left.isError || right.isError) return <Message tone="error">{m.versionsFailed}</Message>;
  // `currentData`, not `data`: while a newly ticked version loads, `data` is still the one it replaced,
  // which the table would show under the new version's number.
  if (!left.currentData || !right.currentData) return <Spinner label={m.loadingVersions} showLabel />;
  const before = valuesOf(fields, left.currentData.entry);
  const after = valuesOf(fields, right.currentData.entry);
  const changed = new Set(differingFields(fields, before, after).map((field) => field.name));
  return (
    <div className="admin-history__compare">
      <table className="admin-history__table">
        <caption>{m.comparison(older, newer)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.field}</th>
            <th scope="col">{m.version(older)}</th>
            <th scope="col">{m.version(newer)}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const differs = changed.has(field.name);
            const words = differs ? textDiffOf(field, before[field.name], after[field.name]) : undefined;
            return (
              <tr key={field.name} className={differs ? 'is-changed' : undefined}>
                <th scope="row">
                  {field.label}
                  {differs ? <span className="admin-history__changed">{m.changed}</span> : null}
                </th>
                <td>
                  <RevisionValue field={field} value={before[field.name]} diff={words && { runs: words.before, side: 'before' }} />
                </td>
                <td>
                  <RevisionValue field={field} value={after[field.name]} diff={words && { runs: words.after, side: 'after' }} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {changed.size < fields.length ? <p className="admin-history__same">{m.sameFields(fields.length - changed.size)}</p> : null}
    </div>
  );
}
