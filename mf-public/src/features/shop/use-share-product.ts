// Share a product: the system share sheet where the browser has one (phones),
// else the link is copied; where even that is refused, the link is shown to copy.

import { useCallback } from 'react';
import { MESSAGE_LONG_MS, MESSAGE_SHORT_MS, SITE } from '@agency/shared/contract';
import { useTimedMessage } from '@agency/shared/ui';
import { absoluteUrl } from '../../components/page-meta/page-meta';
import { productSearchPath } from './shop-filters';

export const shareMessages = {
  copied: 'Link copied to the clipboard.',
  copyByHand: (url: string) => `Copy this link to share it: ${url}`,
};

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export const useShareProduct = (name: string) => {
  const { message, show } = useTimedMessage();

  const share = useCallback(async () => {
    const url = absoluteUrl(productSearchPath(name));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: `${name} from ${SITE.name}`, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other refusal: copy instead.
        if (isCancel(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show(shareMessages.copied, 'success', MESSAGE_SHORT_MS);
    } catch {
      show(shareMessages.copyByHand(url), 'info', MESSAGE_LONG_MS);
    }
  }, [name, show]);

  return { share, message };
};
