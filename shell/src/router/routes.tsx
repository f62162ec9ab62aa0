// The route table of product §2. The shell owns every path; each page comes from the
// remote named in the shared route tables and loads when first visited.

import type { RouteObject } from 'react-router-dom';
import { adminPageRoutes, DASHBOARD_PATH, PUBLIC_ROUTES, type PageRoute } from '@agency/shared/contract';
import { AppFrame } from '../layout/app-frame';
import { RemotePage } from '../federation/remote-page';
import { RequireStaff } from '../admin/require-staff';
import { AdminLayout } from '../admin/admin-layout';
import { Dashboard } from '../admin/dashboard';
import { RouterFallback } from './router-fallback';

const toRoute = ({ path, remote, page }: PageRoute): RouteObject => ({
  path,
  element: <RemotePage remote={remote} page={page} />,
});

export const buildRoutes = (): RouteObject[] => [
  {
    element: <AppFrame />,
    errorElement: <RouterFallback />,
    children: [
      {
        // The public remote's layout (navbar, footer) wraps every public page.
        element: <RemotePage remote="mf_public" page="Layout" />,
        children: [...PUBLIC_ROUTES.map(toRoute), { path: '*', element: <RemotePage remote="mf_public" page="NotFound" /> }],
      },
      {
        // Marks the admin for the frame around every page (no floating buttons there).
        handle: { admin: true },
        element: (
          <RequireStaff>
            <AdminLayout />
          </RequireStaff>
        ),
        children: [{ path: DASHBOARD_PATH, element: <Dashboard /> }, ...adminPageRoutes().map(toRoute)],
      },
    ],
  },
];
