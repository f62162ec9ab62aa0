// Starts the shell: runtime config from the page, the remote registry, the store and the router.

import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createAppStore } from '@agency/shared/api';
import '@fontsource-variable/inter/wght.css';
import '@agency/shared/ui';
import { App } from './app';
import { buildRoutes } from './router/routes';
import { ensureRegistry, refreshRegistry } from './federation/remote-registry';
import { readAppConfig } from './read-app-config';
import './styles/app-frame.css';

readAppConfig();
// Fetch the registry while React starts; pages wait for it.
ensureRegistry().catch((error: unknown) => console.error('[federation] remote registry unavailable', error));

const store = createAppStore();
const router = createBrowserRouter(buildRoutes());

// Each navigation checks the registry first, so a release reaches open pages at their next navigation.
let lastPath = window.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname === lastPath) return;
  lastPath = state.location.pathname;
  void refreshRegistry();
});

createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} router={router} />);
