// The server renderer of the public pages: the shell's route tree with the public
// remote's pages, rendered to HTML with the data they show. Built for Node into each
// version of the public remote (webpack/create-ssr-config.js); the site server loads
// the one that matches the live version.

import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@agency/shared/contract';
import { api, createAppStore, setServerContextSource, type ServerRenderContext } from '@agency/shared/api';
import { HydrationViewContext, ServerResponseContext, type ServerResponse } from '@agency/shared/ui';
import { pages } from '@agency/mf-public/pages';
import { ShellRoutes } from '../router/shell-routes';
import { primePage } from '../federation/remote-pages';
import { publicPagesFor } from './public-pages';
import { splitHoistables } from './split-hoistables';
import { createRenderScope } from './render-scope';
import { recordingQueryReads, withQueriesOnly } from './hydration-data';

declare let __webpack_public_path__: string;

export interface RenderRequest {
  /** Absolute URL of the page. */
  url: string;
  config: RuntimeConfig;
  /** Origin the API base resolves against for the renderer's own calls. */
  apiOrigin: string;
  /** How the renderer reaches the API (the site server answers in process). */
  fetch?: typeof fetch;
  /** Where the public remote's assets are served from (its live version folder, with a trailing slash). */
  assetsBase: string;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  /** Title, meta and link elements for <head>. */
  head: string;
  /** Markup of the root element. */
  html: string;
  /** The store's state the browser hydrates with: `{ api }`, the queries its hydration reads. */
  state: Record<string, unknown>;
  /** The public pages in the tree, for the browser to load before hydrating. */
  pages: string[];
}

const requests = createRenderScope<ServerRenderContext>();
setServerContextSource(() => requests.current());

/** Rendering passes: the first starts the page's queries, later ones render their answers. */
const MAX_PASSES = 4;

export async function render(request: RenderRequest): Promise<RenderResult> {
  // Imported images resolve against the live version's folder (only inside a webpack bundle).
  if (typeof __webpack_public_path__ !== 'undefined') __webpack_public_path__ = request.assetsBase;
  const context: ServerRenderContext = { config: request.config, apiOrigin: request.apiOrigin, fetch: request.fetch };
  return requests.run(context, async () => {
    const { pathname, search } = new URL(request.url);
    const pageNames = publicPagesFor(pathname);
    for (const name of pageNames) primePage('mf_public', name, (await pages[name]()).default);

    const store = createAppStore();

    let response: ServerResponse = { status: 200 };
    const pass = (passStore = store, hydrationView = false) => {
      response = { status: 200 };
      return renderToString(
        <Provider store={passStore}>
          <ServerResponseContext.Provider value={response}>
            <HydrationViewContext.Provider value={hydrationView}>
              <StaticRouter location={pathname + search}>
                <ShellRoutes />
              </StaticRouter>
            </HydrationViewContext.Provider>
          </ServerResponseContext.Provider>
        </Provider>,
      );
    };

    let rendered = pass();
    for (let round = 1; round < MAX_PASSES; round += 1) {
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.all(running);
      rendered = pass();
    }

    const { head, body } = splitHoistables(rendered);
    const { status, redirect } = response;
    // The tree once more as the browser hydrates it: what it reads is what the page must carry.
    const hydrationReads = new Set<string>();
    pass(recordingQueryReads(store, hydrationReads), true);
    return {
      status,
      redirect,
      head,
      html: body,
      state: { api: withQueriesOnly(store.getState().api as never, hydrationReads) },
      pages: pageNames,
    };
  });
}
