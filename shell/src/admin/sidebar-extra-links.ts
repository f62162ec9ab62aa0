// Admin screens beyond the content areas that the sidebar links to.

import {
  AUDIT_TRAIL_PATH,
  INSIGHTS_PATH,
  MEDIA_LIBRARY_PATH,
  REDIRECTS_PATH,
  SEO_AUDIT_PATH,
  SEO_PAGES_PATH,
  TRASH_PATH,
} from '@agency/shared/contract';
import {
  auditMessages,
  insightMessages,
  pageSeoMessages,
  redirectMessages,
  seoAuditMessages,
  trashMessages,
  type Permission,
} from '@agency/shared/contract/messages';

/** A link with a `permission` shows only to a role that has it (known from /auth/me). */
export const EXTRA_SIDEBAR_LINKS: ReadonlyArray<{ to: string; label: string; permission?: Permission }> = [
  { to: MEDIA_LIBRARY_PATH, label: 'Media Library' },
  { to: TRASH_PATH, label: trashMessages.navLabel },
  { to: SEO_AUDIT_PATH, label: seoAuditMessages.navLabel },
  { to: SEO_PAGES_PATH, label: pageSeoMessages.navLabel },
  { to: REDIRECTS_PATH, label: redirectMessages.navLabel },
  { to: INSIGHTS_PATH, label: insightMessages.screen.title },
  { to: AUDIT_TRAIL_PATH, label: auditMessages.title, permission: 'audit.read' },
];

/** The links a role with `permissions` sees; a link for some roles only stays hidden until they are known. */
export const sidebarLinksFor = (permissions: readonly Permission[] | undefined) =>
  EXTRA_SIDEBAR_LINKS.filter((link) => !link.permission || (permissions ?? []).includes(link.permission));
