// Starts the shell: runtime config from the page, the remote registry, the store and the
// router; hydrates the markup when the server rendered the page, renders it otherwise.

import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { apiHydrated, createAppStore } from '@agency/shared/api';
import { blockableHistory } from '@agency/shared/router';
import { App } from './app';
import { ensureRegistry, refreshRegistry } from './federation/remote-registry';
import { pagePromise } from './federation/remote-pages';
import { readAppConfig } from './read-app-config';
import { readSsrState } from './ssr-state';

readAppConfig();
// Read the registry while React starts; pages wait for it.
ensureRegistry().catch((error: unknown) => console.error('[federation] remote registry unavailable', error));

const store = createAppStore();
// v5Compat: the history reports pushes as well as Back and Forward, as the router needs.
const history = blockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

// Each navigation checks the registry first, so a release reaches open pages at their next navigation.
let lastPath = window.location.pathname;
history.listen(({ location }) => {
  if (location.pathname === lastPath) return;
  lastPath = location.pathname;
  void refreshRegistry();
});

const container = document.getElementById('root') as HTMLElement;
const app: ReactNode = <App store={store} history={history} />;

/** Hydrates once the rendered pages' code is here; if a page cannot load, renders afresh.
 *  Hydration runs as a transition, so React yields to the browser every few milliseconds
 *  instead of blocking it for the whole page; sections hydrate one by one (PageSection). */
async function start() {
  const ssr = readSsrState();
  if (!ssr) {
    createRoot(container).render(app);
    return;
  }
  store.dispatch(apiHydrated(ssr.state));
  const pages = await Promise.all(ssr.pages.map((page) => pagePromise('mf_public', page)));
  if (pages.every((page) => page.status === 'ready')) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
