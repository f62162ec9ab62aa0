// True once the visitor is about to use the form around `anchor`: focus or a
// pointer inside it, or the form scrolled near the viewport. Nothing is watched
// for visibility until the visitor scrolls, so a form that is on screen from the
// start (the home banner) never loads its captcha during the first paint.

import { useEffect, useState, type RefObject } from 'react';

const NEAR_VIEW_MARGIN = '300px 0px';

export const useFormIntent = (anchor: RefObject<HTMLElement | null>): boolean => {
  const [intent, setIntent] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (intent || !element) return undefined;
    const form = element.closest('form') ?? element;
    const cleanups: Array<() => void> = [];
    const trigger = () => setIntent(true);

    form.addEventListener('focusin', trigger);
    form.addEventListener('pointerdown', trigger);
    cleanups.push(() => {
      form.removeEventListener('focusin', trigger);
      form.removeEventListener('pointerdown', trigger);
    });

    if (typeof IntersectionObserver === 'function') {
      const watchVisibility = () => {
        const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && trigger(), {
          rootMargin: NEAR_VIEW_MARGIN,
        });
        observer.observe(form);
        cleanups.push(() => observer.disconnect());
      };
      window.addEventListener('scroll', watchVisibility, { once: true, passive: true });
      cleanups.push(() => window.removeEventListener('scroll', watchVisibility));
    }

    return () => cleanups.forEach((cleanup) => cleanup());
  }, [anchor, intent]);

  return intent;
};
