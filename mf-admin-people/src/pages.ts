// What this remote exposes to the shell: every page the shell routes here
// (adminPageRoutes() for mf_admin_people), by name, each loaded on first visit.

import type { PageLoader } from '@agency/shared/dev';
import type { AdminPages } from '@agency/shared/admin';

type AreaLoader = () => Promise<{ pages: AdminPages }>;

/** Team and testimonials: list, add and edit screens built by the admin kit. */
const KIT_AREAS: Record<string, AreaLoader> = {
  Team: () => import('./features/team/team-pages'),
  Testimonial: () => import('./features/testimonials/testimonial-pages'),
};

const kitPages = Object.entries(KIT_AREAS).flatMap(([name, load]) =>
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
