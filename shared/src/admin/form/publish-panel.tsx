// The publish side panel (product §2: Status Draft, Visibility Public, Publish Immediately).
// Content with a public page has real controls there (issue 19): its state, and the time a
// scheduled entry goes live. Content without states (FAQs, team, testimonials, plans, page SEO)
// goes live when saved: its rows say so, as facts to read, with no Edit that would do nothing.

import type { ReactNode } from 'react';
import { PUBLISH_PANEL, type FormMode } from '@agency/shared/contract';
import { publicationMessages } from '@agency/shared/contract/messages';
import type { FieldDef } from './field-types';
import { FormField } from './form-field';

/** What is true of content without states: public, live from its first save. */
const rowsFor = (mode: FormMode) => [
  {
    label: publicationMessages.stateLabel,
    value: mode === 'create' ? publicationMessages.notSavedYet : publicationMessages.states.published,
  },
  { label: 'Visibility', value: PUBLISH_PANEL.visibility },
  { label: 'Publish', value: mode === 'create' ? publicationMessages.whenSaved : PUBLISH_PANEL.publish },
];

export interface PublishPanelProps {
  /** The fields placed in the panel (`placement: 'panel'`); none keeps the static rows. */
  fields?: readonly FieldDef[];
  mode?: FormMode;
  /** Content with a public page: the entry's state as stored, above its controls. */
  status?: ReactNode;
  children: ReactNode;
}

export function PublishPanel({ fields = [], mode = 'create', status, children }: PublishPanelProps) {
  return (
    <section className="admin-publish" aria-labelledby="admin-publish-title">
      <h2 id="admin-publish-title" className="admin-publish__title">
        Publish
      </h2>
      {status}
      {fields.length > 0 ? (
        <div className="admin-publish__controls">
          {fields.map((field) => (
            <FormField key={field.name} field={field} mode={mode} />
          ))}
        </div>
      ) : (
        <dl className="admin-publish__rows">
          {rowsFor(mode).map((row) => (
            <div key={row.label} className="admin-publish__row">
              <dt>{row.label}:</dt>
              <dd>
                <strong>{row.value}</strong>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="admin-publish__actions">{children}</div>
    </section>
  );
}
