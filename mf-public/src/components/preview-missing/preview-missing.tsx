// A preview address whose hand-over this browser does not hold (another browser, cleared storage).

import { previewMessages } from '@agency/shared/contract/preview';
import { Message } from '@agency/shared/ui';
import { PageMeta } from '../page-meta/page-meta';

export function PreviewMissing() {
  return (
    <div className="section">
      <PageMeta title={previewMessages.button} noIndex />
      <div className="ui-container">
        <Message tone="error">{previewMessages.missing}</Message>
      </div>
    </div>
  );
}
