// Runs one remote on its own, without the shell: its pages under their real paths,
// with the same store, API slice and router. For a remote team's development only.

import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import type { PageRoute } from '@agency/shared/contract';
import { createAppStore } from '@agency/shared/api';
import { blockableBrowserHistory, PlatformRouter } from '@agency/shared/router';
import '@agency/shared/ui/ui.css';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const element = (loader: PageLoader) => {
  const Page = lazy(loader);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
};

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function mountStandalone(pages: Record<string, PageLoader>, routes: readonly PageRoute[], layout?: PageLoader) {
  const pageRoutes: RouteObject[] = routes
    .filter((route) => pages[route.page])
    .map((route) => ({ path: route.path, element: element(pages[route.page]) }));
  const tree: RouteObject[] = layout
    ? [{ element: element(layout), children: pageRoutes }]
    : [{ element: <Outlet />, children: pageRoutes }];
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={createAppStore()}>
      <PlatformRouter history={blockableBrowserHistory()}>
        <Pages routes={tree} />
      </PlatformRouter>
    </Provider>,
  );
}
