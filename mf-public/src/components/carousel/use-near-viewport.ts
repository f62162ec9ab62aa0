// True once the element has come near the viewport (and stays true): for what should only
// load when the visitor is about to see it. Without IntersectionObserver, true at once.
// False on the server and while hydrating, so the first render matches the server's.

import { useEffect, useState } from 'react';

/** How far below (or above) the viewport counts as near: about a screen. */
const NEAR = '100% 0px';

/** Returns the callback ref to put on the element, and whether it has been near. */
export const useNearViewport = <T extends Element>() => {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near] as const;
};
