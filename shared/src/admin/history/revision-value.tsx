// One field's value in the comparison of two revisions: rich text as the words a reader
// sees (tags dropped), a changed text with the words the other version lacks marked (removed
// on the older side, added on the newer); anything else as the conflict screen shows it.

import { stripHtml } from '@agency/shared/contract';
import { FieldValueView } from '../conflict/field-value-view';
import type { FieldDef } from '../form/field-types';
import { wordDiff, type DiffRun } from './word-diff';

/** The fields whose words are compared: those staff write as text. */
const isText = (field: FieldDef): boolean => field.kind === 'rich' || field.kind === 'text' || field.kind === 'textarea';

/** What a reader sees of a text field's value. */
const textOf = (field: FieldDef, value: unknown): string => {
  const text = typeof value === 'string' ? value : '';
  return (field.kind === 'rich' ? stripHtml(text) : text).trim();
};

/** Each version's runs, when the field is a text that changed and both versions have words. */
export const textDiffOf = (field: FieldDef, before: unknown, after: unknown): { before: DiffRun[]; after: DiffRun[] } | undefined => {
  if (!isText(field)) return undefined;
  const older = textOf(field, before);
  const newer = textOf(field, after);
  return older && newer && older !== newer ? wordDiff(older, newer) : undefined;
};

function MarkedText({ runs, side }: { runs: DiffRun[]; side: 'before' | 'after' }) {
  const Mark = side === 'before' ? 'del' : 'ins';
  return (
    <p className="admin-history__text">
      {runs.map((run, index) =>
        run.changed ? (
          <Mark key={index} className="admin-history__word">
            {run.text}
          </Mark>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}

export interface RevisionValueProps {
  field: FieldDef;
  value: unknown;
  /** The words of this version, those the other lacks marked (a changed text). */
  diff?: { runs: DiffRun[]; side: 'before' | 'after' };
}

export function RevisionValue({ field, value, diff }: RevisionValueProps) {
  if (diff) return <MarkedText runs={diff.runs} side={diff.side} />;
  if (field.kind !== 'rich') return <FieldValueView field={field} value={value} />;
  const text = textOf(field, value);
  return text ? <p className="admin-history__text">{text}</p> : <FieldValueView field={field} value="" />;
}
