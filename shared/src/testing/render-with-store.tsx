// The one render helper of the test suites: a fresh store and a router around the screen.

import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { createAppStore, type AppStore, type RootState } from '@agency/shared/api';

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

export interface RenderWithStoreResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

export const renderWithStore = (ui: ReactElement, options: RenderOptions = {}): RenderWithStoreResult => {
  const store = options.store ?? createAppStore(options.preloadedState);
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...result, store, router };
};
