// The shell: one store for every remote, one router for every route.

import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from '@agency/shared/api';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
