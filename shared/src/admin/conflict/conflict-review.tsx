// The conflict screen: someone else saved the entry while this form was open. Each field
// someone changed since the form was loaded is shown twice, side by side (your version, the
// saved one), already set to the side that changed it; only a field both changed needs a
// choice (it starts at mine). The merged values go back into the form, which then saves
// against the saved version. Nothing is discarded unasked (three-way.ts).

import { useEffect, useId, useRef, useState } from 'react';
import { editConflictMessages as m } from '@agency/shared/contract/messages';
import type { FieldDef, FormValues } from '../form/field-types';
import { FieldValueView } from './field-value-view';
import { changedFields, defaultChoices, mergeVersions, type ChangedBy, type Side } from './three-way';

export type { Side };

export interface ConflictReviewProps {
  fields: readonly FieldDef[];
  /** The values the form started from (as loaded, or as last saved): what both sides changed from. */
  base: FormValues;
  mine: FormValues;
  theirs: FormValues;
  /** Gets the form values made of the chosen sides. */
  onApply: (merged: FormValues) => void;
}

const WHO_CHANGED: Record<ChangedBy, string> = { both: m.changedByBoth, mine: m.changedByMe, theirs: m.changedByThem };

export function ConflictReview({ fields, base, mine, theirs, onApply }: ConflictReviewProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [changes] = useState(() => changedFields(fields, base, mine, theirs));
  const [choice, setChoice] = useState<Record<string, Side>>(() => defaultChoices(changes));
  const same = fields.length - changes.length;

  // Staff are told at once what happened, wherever focus was.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="admin-card admin-conflict" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="admin-conflict__title">
        {m.title}
      </h2>
      <p>{m.intro}</p>
      {changes.map(({ field, by }) => {
        const picked = choice[field.name] ?? 'mine';
        const name = `conflict-${titleId}-${field.name}`;
        return (
          <fieldset key={field.name} className="admin-conflict__field">
            <legend className="admin-conflict__label">{field.label}</legend>
            <p className={`admin-conflict__who${by === 'both' ? ' is-conflict' : ''}`}>{WHO_CHANGED[by]}</p>
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
        <button type="button" className="btn btn-primary" onClick={() => onApply(mergeVersions(fields, base, mine, theirs, choice))}>
          {m.apply}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onApply({ ...theirs })}>
          {m.reloadLatest}
        </button>
      </div>
    </section>
  );
}
