// False while the server renders and while the browser hydrates that markup, true after:
// for what only the browser can render (carousels that measure the window, widgets).

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
