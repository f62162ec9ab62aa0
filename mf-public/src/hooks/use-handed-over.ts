// The page an editor handed over for preview (issue 19), taken from the browser's shared storage
// into this tab's own (so hand-overs do not pile up, and a reload still shows it), and taken again
// when the editor hands over a newer version (another tab's write fires `storage`).

import { useEffect, useState } from 'react';
import { previewStorageKey, takePreview, type PreviewReply } from '@agency/shared/contract/preview';

const take = (id: string) => takePreview(window.localStorage, window.sessionStorage, id);

export const useHandedOver = (id: string): PreviewReply | null => {
  const [reply, setReply] = useState(() => take(id));
  useEffect(() => {
    setReply(take(id));
    const reread = (event: StorageEvent) => {
      // A new hand-over (not its removal by this tab's take).
      if (event.key === previewStorageKey(id) && event.newValue !== null) setReply(take(id));
    };
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [id]);
  return reply;
};
