// The server renders a page once more as the browser will hydrate it, with the sections the
// browser never hydrates (server-only: their markup stays as sent) left out, to learn which of
// the page's data hydration reads: only that data goes into the page for the browser.

import { createContext, useContext } from 'react';

export const HydrationViewContext = createContext(false);

/** True during the server's render of what the browser hydrates (never in the browser). */
export const useHydrationView = (): boolean => useContext(HydrationViewContext);
