// What this remote exposes to the shell: each admin page by name, loaded on first visit.

import { adminPageRoutes } from '@agency/shared/contract';
import type { PageLoader } from '@agency/shared/dev';

const comingSoon: PageLoader = () => import('./features/coming-soon/coming-soon-page');

export const pages: Record<string, PageLoader> = Object.fromEntries(
  adminPageRoutes()
    .filter((route) => route.remote === 'mf_admin_content')
    .map((route) => [route.page, comingSoon]),
);
