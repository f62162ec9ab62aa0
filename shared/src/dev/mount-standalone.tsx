// Runs one remote on its own, without the shell: its pages under their real paths,
// with the same store and API slice. For a remote team's development only.

import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { PageRoute } from '@agency/shared/contract';
import { createAppStore } from '@agency/shared/api';
import '@agency/shared/ui/ui.css';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const lazyPage =
  (loader: PageLoader): RouteObject['lazy'] =>
  async () => ({ Component: (await loader()).default });

export function mountStandalone(pages: Record<string, PageLoader>, routes: readonly PageRoute[], layout?: PageLoader) {
  const pageRoutes: RouteObject[] = routes
    .filter((route) => pages[route.page])
    .map((route) => ({ path: route.path, lazy: lazyPage(pages[route.page]) }));
  const router = createBrowserRouter(layout ? [{ lazy: lazyPage(layout), children: pageRoutes }] : pageRoutes);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
