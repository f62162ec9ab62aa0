// A public page as a visitor first gets it: rendered on the server (every section's code loaded
// first, as pages.ts does for the renderer), then hydrated in the browser. For tests that check
// which parts hydrate and which stay the server's markup.

import { act, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@agency/shared/api';
import { ServerResponseContext } from '@agency/shared/ui';
import { loadAllSectionCode } from '../components/page-section/section-code';

/** React has taken the element over (its fiber is attached): it was hydrated, not left as sent. */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const AtPath = ({ path, children }: { path: string; children: ReactNode }) => (
  <Provider store={createAppStore()}>
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  </Provider>
);

/** Puts the server's markup of `page` at `path` in the document; `hydrate()` then lets React take it over. */
export const serverRenderedPage = async (path: string, page: ReactElement) => {
  await loadAllSectionCode();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerResponseContext.Provider value={{ status: 200 }}>
      <AtPath path={path}>{page}</AtPath>
    </ServerResponseContext.Provider>,
  );
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  return {
    hydrate: () =>
      act(async () => {
        root = hydrateRoot(container, <AtPath path={path}>{page}</AtPath>);
      }),
    remove: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
};
