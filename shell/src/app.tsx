// The shell: one store for every remote, one router for every route.

import { Provider } from 'react-redux';
import type { AppStore } from '@agency/shared/api';
import { PlatformRouter, type BlockableHistory } from '@agency/shared/router';
import { ShellRoutes } from './router/shell-routes';

export interface AppProps {
  store: AppStore;
  history: BlockableHistory;
}

export function App({ store, history }: AppProps) {
  return (
    <Provider store={store}>
      <PlatformRouter history={history}>
        <ShellRoutes />
      </PlatformRouter>
    </Provider>
  );
}
