// The static side panel of product §2: Status Draft, Visibility Public, Publish
// Immediately. Display only: the "Edit" words are plain text, not links.

import type { ReactNode } from 'react';
import { PUBLISH_PANEL } from '@agency/shared/contract';

const ROWS = [
  { label: 'Status', value: PUBLISH_PANEL.status },
  { label: 'Visibility', value: PUBLISH_PANEL.visibility },
  { label: 'Publish', value: PUBLISH_PANEL.publish },
];

export function PublishPanel({ children }: { children: ReactNode }) {
  return (
    <section className="admin-publish" aria-labelledby="admin-publish-title">
      <h2 id="admin-publish-title" className="admin-publish__title">
        Publish
      </h2>
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
      <div className="admin-publish__actions">{children}</div>
    </section>
  );
}
