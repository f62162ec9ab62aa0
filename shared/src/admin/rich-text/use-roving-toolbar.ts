// The ARIA toolbar pattern: the toolbar is one Tab stop (the control used last),
// and the arrow keys, Home and End move between its controls. Before, every
// button was a Tab stop: 13 presses to get past one editor.

import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const CONTROLS = 'button:not(:disabled), select:not(:disabled)';

const controlsOf = (toolbar: HTMLElement | null): HTMLElement[] =>
  toolbar ? Array.from(toolbar.querySelectorAll<HTMLElement>(CONTROLS)) : [];

export const useRovingToolbar = (toolbar: RefObject<HTMLElement | null>) => {
  const active = useRef(0);

  // After every render (controls come and go, some get disabled): one Tab stop.
  useLayoutEffect(() => {
    const controls = controlsOf(toolbar.current);
    if (active.current >= controls.length) active.current = 0;
    controls.forEach((control, index) => control.setAttribute('tabindex', index === active.current ? '0' : '-1'));
  });

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const controls = controlsOf(toolbar.current);
      const index = controls.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      active.current = index;
      controls.forEach((control, at) => control.setAttribute('tabindex', at === index ? '0' : '-1'));
    },
    [toolbar],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const controls = controlsOf(toolbar.current);
      const current = controls.indexOf(event.target as HTMLElement);
      if (current < 0) return;
      const last = controls.length - 1;
      const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[
        event.key
      ];
      if (next === undefined) return;
      event.preventDefault();
      controls[next].focus();
    },
    [toolbar],
  );

  return { onFocus, onKeyDown };
};
