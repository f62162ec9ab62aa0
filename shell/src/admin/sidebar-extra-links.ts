// Admin screens beyond the content areas that the sidebar links to.

import { INSIGHTS_PATH, MEDIA_LIBRARY_PATH, REDIRECTS_PATH, SEO_AUDIT_PATH, SEO_PAGES_PATH, TRASH_PATH } from '@agency/shared/contract';
import { insightMessages, pageSeoMessages, redirectMessages, seoAuditMessages, trashMessages } from '@agency/shared/contract/messages';

export const EXTRA_SIDEBAR_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: MEDIA_LIBRARY_PATH, label: 'Media Library' },
  { to: TRASH_PATH, label: trashMessages.navLabel },
  { to: SEO_AUDIT_PATH, label: seoAuditMessages.navLabel },
  { to: SEO_PAGES_PATH, label: pageSeoMessages.navLabel },
  { to: REDIRECTS_PATH, label: redirectMessages.navLabel },
  { to: INSIGHTS_PATH, label: insightMessages.screen.title },
];
