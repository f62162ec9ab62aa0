// What this remote exposes to the shell: every page the shell routes here
// (adminPageRoutes() for mf_admin_people), by name, each loaded on first visit; a content
// type declared for this remote without screens of its own here is given the ones its
// declaration describes.

import { ADMIN_AREAS, isContentResourceKey } from '@agency/shared/contract';
import type { PageLoader } from '@agency/shared/dev';
import type { AdminPages } from '@agency/shared/admin';

type AreaLoader = () => Promise<{ pages: AdminPages }>;

/** The team: list, add and edit screens built by the admin kit from its own resource file (a Role column, link hints). Testimonials have only what their declaration says. */
const KIT_AREAS: Record<string, AreaLoader> = {
  Team: () => import('./features/team/team-pages'),
};

const pageName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

// A content type declared for this remote with no screens above gets the kit's, built from its declaration alone.
const declaredAreas: Record<string, AreaLoader> = Object.fromEntries(
  ADMIN_AREAS.filter(
    (area) => area.remote === 'mf_admin_people' && isContentResourceKey(area.key) && !(pageName(area.key) in KIT_AREAS),
  ).map(({ key }): [string, AreaLoader] => [
    pageName(key),
    async () => ({ pages: (await import('@agency/shared/admin')).declaredPages(key) }),
  ]),
);

const kitPages = Object.entries({ ...KIT_AREAS, ...declaredAreas }).flatMap(([name, load]) =>
  (['List', 'Add', 'Edit'] as const).map((screen): [string, PageLoader] => [
    `${name}${screen}`,
    async () => ({ default: (await load()).pages[screen] }),
  ]),
);

export const pages: Record<string, PageLoader> = {
  ...Object.fromEntries(kitPages),
  ContactList: () => import('./features/contacts/contact-list-page'),
  ContactDetail: () => import('./features/contacts/contact-detail-page'),
  UserList: () => import('./features/users/user-list-page'),
  Register: () => import('./features/register/register-page'),
  Profile: () => import('./features/profile/profile-page'),
  Settings: () => import('./features/settings/settings-page'),
  Insights: () => import('./features/insights/insights-page'),
  AuditTrail: () => import('./features/audit/audit-trail-page'),
};
