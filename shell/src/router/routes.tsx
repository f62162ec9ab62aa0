// The route table of product §2. The shell owns every path; each page comes from the
// remote named in the shared route tables and loads when first visited. The admin frame
// (guard, sidebar, dashboard) loads with the first admin route.

import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { adminPageRoutes, DASHBOARD_PATH, PREVIEW_ROUTES, PUBLIC_ROUTES, type PageRoute } from '@agency/shared/contract';
import { Spinner } from '@agency/shared/ui';
import { AppFrame } from '../layout/app-frame';
import { PublicFrame } from '../layout/public-frame';
import { RemotePage } from '../federation/remote-page';

const AdminFrame = lazy(async () => ({ default: (await import('../admin/admin-frame')).AdminFrame }));
// Staff previews of unsaved pages (issue 19): the guard and banner load with the first preview.
const PreviewFrame = lazy(async () => ({ default: (await import('../admin/preview-frame')).PreviewFrame }));
const Dashboard = lazy(async () => ({ default: (await import('../admin/admin-frame')).Dashboard }));

const loading = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

const toRoute = ({ path, remote, page }: PageRoute): RouteObject => ({
  path,
  element: <RemotePage remote={remote} page={page} />,
});

export const buildRoutes = (): RouteObject[] => [
  {
    element: <AppFrame />,
    children: [
      {
        // The public remote's layout (navbar, footer) wraps every public page, with the floating buttons.
        element: <PublicFrame />,
        children: [...PUBLIC_ROUTES.map(toRoute), { path: '*', element: <RemotePage remote="mf_public" page="NotFound" /> }],
      },
      {
        element: loading(<PreviewFrame />),
        children: [{ element: <PublicFrame />, children: PREVIEW_ROUTES.map(toRoute) }],
      },
      {
        element: loading(<AdminFrame />),
        children: [{ path: DASHBOARD_PATH, element: loading(<Dashboard />) }, ...adminPageRoutes().map(toRoute)],
      },
    ],
  },
];
