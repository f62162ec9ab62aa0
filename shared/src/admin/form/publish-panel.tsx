// The publish side panel (product §2: Status Draft, Visibility Public, Publish Immediately).
// Content with a public page has real controls there (issue 19): its state, and the time a
// scheduled entry goes live. Elsewhere the panel keeps the brief's static rows, display only:
// the "Edit" words are plain text, not links.

import type { ReactNode } from 'react';
import { PUBLISH_PANEL, type FormMode } from '@agency/shared/contract';
import type { FieldDef } from './field-types';
import { FormField } from './form-field';

const ROWS = [
  { label: 'Status', value: PUBLISH_PANEL.status },
  { label: 'Visibility', value: PUBLISH_PANEL.visibility },
  { label: 'Publish', value: PUBLISH_PANEL.publish },
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
          {ROWS.map((row) => (
            <div key={row.label} className="admin-publish__row">
              <dt>{row.label}:</dt>
              <dd>
                <strong>{row.value}</strong> <span className="admin-publish__inert">Edit</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="admin-publish__actions">{children}</div>
    </section>
  );
}
