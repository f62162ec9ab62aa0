// The page an editor handed over for preview (issue 19), read from the browser's storage, and
// read again when the editor hands over a newer version (another tab's write fires `storage`).

import { useEffect, useState } from 'react';
import { previewStorageKey, readPreview, type PreviewReply } from '@agency/shared/contract/preview';

export const useHandedOver = (id: string): PreviewReply | null => {
  const [reply, setReply] = useState(() => readPreview(window.localStorage, id));
  useEffect(() => {
    setReply(readPreview(window.localStorage, id));
    const reread = (event: StorageEvent) => {
      if (event.key === previewStorageKey(id)) setReply(readPreview(window.localStorage, id));
    };
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [id]);
  return reply;
};
