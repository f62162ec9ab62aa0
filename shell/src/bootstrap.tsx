// Starts the shell: runtime config from the page, the remote registry, the store and the
// router; hydrates the markup when the server rendered the page, renders it otherwise.
// The start-up work comes in steps, each in a task of its own with a yield between them, so
// that none blocks the page for long: Redux Toolkit's own code, the contract, the API slice and
// its endpoints, the store, the server's answers put into it, the router, the app's modules, then
// React DOM (the slice, store and answers had made one task of 22-33 ms, 90-130 ms on a slowed
// phone). Their code arrives in one file with this one (webpack/first-view-chunks.js), React in a
// second: a step waits for its yield, not for a fetch.

import { startTransition } from 'react';
import { ensureRegistry } from './federation/remote-registry';
import { pagePromise } from './federation/remote-pages';
import { readAppConfig } from './read-app-config';
import { readSsrState } from './ssr-state';
import { yieldToMain } from './yield-to-main';

readAppConfig();
// Read the registry while React starts; pages wait for it.
ensureRegistry().catch((error: unknown) => console.error('[federation] remote registry unavailable', error));

/** Hydrates once the rendered pages' code is here; if a page cannot load, renders afresh.
 *  Hydration runs as a transition, so React yields to the browser every few milliseconds
 *  instead of blocking it for the whole page; sections hydrate one by one (PageSection). */
async function start() {
  const ssr = readSsrState();
  // The rendered pages' code loads meanwhile (the network, not the main thread).
  const pages = ssr ? Promise.all(ssr.pages.map((page) => pagePromise('mf_public', page))) : undefined;

  await import('@agency/shared/api/toolkit');
  await yieldToMain();
  await import('@agency/shared/contract');
  await yieldToMain();
  const { apiHydrated, createAppStore } = await import('@agency/shared/api');
  await yieldToMain();
  const store = createAppStore();
  await yieldToMain();
  if (ssr) {
    store.dispatch(apiHydrated(ssr.state));
    await yieldToMain();
  }
  const history = (await import('./start-router')).startRouter();
  await yieldToMain();
  const { App } = await import('./app');
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToMain();

  const container = document.getElementById('root') as HTMLElement;
  const app = <App store={store} history={history} />;
  const rendered = pages ? await pages : [];
  if (ssr && rendered.every((page) => page.status === 'ready')) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/** A page left alone this long after its load event is done with its first view. */
const QUIET_AFTER_LOAD_MS = 5000;

// First-party insight after the first view (docs/privacy.md): its code, the first-move triggers included, loads
// once the page is up, loaded and quiet, so none of it weighs on the first view.
void start().then(() => {
  const later = () =>
    setTimeout(
      () => void import(/* webpackChunkName: "insight-start" */ './insights/start-insight').then((insight) => insight.startInsight()),
      QUIET_AFTER_LOAD_MS,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
});
