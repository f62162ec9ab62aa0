// The address a library image is written into rich text with: the API base as the
// page names it (`/api/mediaimg/<file>`), the same on the server and in the browser.

import { imageUrl } from '@agency/shared/contract';
import { publicApiBase } from '@agency/shared/api';

export const mediaImageUrl = (file: string): string => imageUrl(publicApiBase(), 'media', file);
