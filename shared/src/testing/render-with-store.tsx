// The one render helper of the test suites: a fresh store and the platform's router around the screen.

import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory, useRoutes, type Location, type NavigationType, type RouteObject, type To } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { createAppStore, type AppStore, type RootState } from '@agency/shared/api';
import { blockableHistory, PlatformRouter } from '@agency/shared/router';

export interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** Route pattern the element is mounted at (for `useParams`), default `*`. */
  path?: string;
  /** Other routes, e.g. targets of navigation, to assert where a screen went. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Where the screen's router is, and a way to move it as a visitor would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
}

export interface RenderWithStoreResult extends RenderResult {
  store: AppStore;
  router: TestRouter;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export const renderWithStore = (ui: ReactElement, options: RenderOptions = {}): RenderWithStoreResult => {
  const store = options.store ?? createAppStore(options.preloadedState);
  const history = blockableHistory(UNSAFE_createMemoryHistory({ initialEntries: [options.route ?? '/'], v5Compat: true }));
  const routes = [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])];
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const result = render(
    <PlatformRouter history={history}>
      <Routes routes={routes} />
    </PlatformRouter>,
    { wrapper: Wrapper },
  );
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    // Tests wrap a move in act(), as they did with React Router's own memory router.
    navigate: async (to) => (typeof to === 'number' ? history.go(to) : history.push(to)),
  };
  return { ...result, store, router };
};
