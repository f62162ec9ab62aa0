// The address a library image is written into rich text with: the API base as the
// page names it (`/api/mediaimg/<file>`), the same on the server and in the browser.

import { imageUrl, type MediaItem } from '@agency/shared/contract';
import { publicApiBase } from '@agency/shared/api';

export const mediaImageUrl = (file: string): string => imageUrl(publicApiBase(), 'media', file);

/** Where a listed image is served: the library's folder, or the entry's own for a cover or gallery picture. */
export const mediaItemUrl = (item: Pick<MediaItem, 'file' | 'kind'>): string => imageUrl(publicApiBase(), item.kind ?? 'media', item.file);

/** True for a picture an entry stores in its own folder (its alt text is edited in that entry). */
export const isEntryImage = (item: Pick<MediaItem, 'kind'>): boolean => item.kind !== undefined && item.kind !== 'media';
