// The window's width, kept current on resize.

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export const useViewportWidth = (): number => useSyncExternalStore(subscribe, () => window.innerWidth);
