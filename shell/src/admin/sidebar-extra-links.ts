// Admin screens beyond the content areas that the sidebar links to.

import { MEDIA_LIBRARY_PATH } from '@agency/shared/contract';

export const EXTRA_SIDEBAR_LINKS: ReadonlyArray<{ to: string; label: string }> = [{ to: MEDIA_LIBRARY_PATH, label: 'Media Library' }];
