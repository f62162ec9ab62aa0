// Using a listed image elsewhere: as a file for an image field (the form uploads it as
// its own, so the entry keeps its picture whatever happens to the original), or in rich
// text, where only library images are tracked: an entry's picture is copied into the
// library first (the same bytes answer with the library's copy if there is one).

import { useCallback } from 'react';
import type { MediaItem } from '@agency/shared/contract';
import { useUploadMediaMutation } from '@agency/shared/staff-api';
import { isEntryImage, mediaItemUrl } from './media-url';

/** The picture's bytes as a file, named after it. */
export const fileOfImage = async (item: MediaItem): Promise<File> => {
  const response = await fetch(mediaItemUrl(item), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  return new File([blob], item.file, { type: blob.type || 'image/webp' });
};

/** A library image for `item`: itself, or the library's copy of an entry's picture. */
export const useLibraryCopy = () => {
  const [upload] = useUploadMediaMutation();
  return useCallback(
    async (item: MediaItem): Promise<MediaItem> => {
      if (!isEntryImage(item)) return item;
      const body = new FormData();
      body.append('image', await fileOfImage(item));
      body.append('alt', item.alt || item.usedBy[0]?.label || item.file);
      body.append('duplicate', 'existing');
      return upload(body).unwrap();
    },
    [upload],
  );
};
