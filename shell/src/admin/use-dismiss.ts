// Closes a top-bar popup (user menu, alerts, search results) on Escape or on a
// click outside it, while it is open; Escape returns focus to the popup's opener.

import { useEffect, type RefObject } from 'react';

export const useDismiss = (open: boolean, container: RefObject<HTMLElement | null>, close: () => void): void => {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside a popup that hides would fall to the page: give it back to the opener.
      const hadFocus = container.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) container.current?.querySelector<HTMLElement>('button, input')?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container, close]);
};
