// The conflict screen: someone else saved the entry while this form was open. Each
// field that differs is shown twice, side by side (your version, the saved one),
// and staff keep mine or theirs per field; the chosen values go back into the form,
// which then saves against the saved version. Nothing is discarded unasked.

import { useEffect, useId, useRef, useState } from 'react';
import { editConflictMessages as m } from '@agency/shared/contract/messages';
import type { FieldDef, FormValues } from '../form/field-types';
import { FieldValueView } from './field-value-view';

export type Side = 'mine' | 'theirs';

export interface ConflictReviewProps {
  fields: readonly FieldDef[];
  mine: FormValues;
  theirs: FormValues;
  /** Gets the form values made of the chosen sides. */
  onApply: (merged: FormValues) => void;
}

const comparable = (value: unknown): string =>
  JSON.stringify(value ?? '', (_key, item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as File).size === 'number' && typeof (item as File).name === 'string'
      ? `file:${(item as File).name}:${(item as File).size}:${(item as File).lastModified}`
      : item,
  );

/** The fields whose values differ between the two versions. */
export const differingFields = (fields: readonly FieldDef[], mine: FormValues, theirs: FormValues): FieldDef[] =>
  fields.filter((field) => comparable(mine[field.name]) !== comparable(theirs[field.name]));

export const mergeVersions = (
  fields: readonly FieldDef[],
  mine: FormValues,
  theirs: FormValues,
  choice: Record<string, Side>,
): FormValues =>
  Object.fromEntries(
    fields.map((field) => [field.name, (choice[field.name] ?? 'mine') === 'mine' ? mine[field.name] : theirs[field.name]]),
  );

export function ConflictReview({ fields, mine, theirs, onApply }: ConflictReviewProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const differing = differingFields(fields, mine, theirs);
  const [choice, setChoice] = useState<Record<string, Side>>(() => Object.fromEntries(differing.map((field) => [field.name, 'mine'])));
  const same = fields.length - differing.length;

  // Staff are told at once what happened, wherever focus was.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="admin-card admin-conflict" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="admin-conflict__title">
        {m.title}
      </h2>
      <p>{m.intro}</p>
      {differing.map((field) => {
        const picked = choice[field.name] ?? 'mine';
        const name = `conflict-${titleId}-${field.name}`;
        return (
          <fieldset key={field.name} className="admin-conflict__field">
            <legend className="admin-conflict__label">{field.label}</legend>
            <div className="admin-conflict__sides">
              {(['mine', 'theirs'] as const).map((side) => (
                <div key={side} className={`admin-conflict__side${picked === side ? ' is-chosen' : ''}`}>
                  <label className="admin-conflict__choice">
                    <input
                      type="radio"
                      name={name}
                      value={side}
                      checked={picked === side}
                      onChange={() => setChoice({ ...choice, [field.name]: side })}
                    />
                    <span>{side === 'mine' ? m.keepMine : m.keepTheirs}</span>
                  </label>
                  <p className="admin-conflict__caption">{side === 'mine' ? m.mine : m.theirs}</p>
                  <div className="admin-conflict__value">
                    <FieldValueView field={field} value={side === 'mine' ? mine[field.name] : theirs[field.name]} />
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
      {same > 0 ? <p className="admin-conflict__same">{m.sameFields(same)}</p> : null}
      <div className="admin-conflict__actions">
        <button type="button" className="btn btn-primary" onClick={() => onApply(mergeVersions(fields, mine, theirs, choice))}>
          {m.apply}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onApply({ ...theirs })}>
          {m.reloadLatest}
        </button>
      </div>
    </section>
  );
}
