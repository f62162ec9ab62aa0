// When a deferred section should hydrate: as it comes near the viewport (a screen's
// quarter ahead, so a scrolling visitor rarely meets markup React does not own yet), or
// as soon as the visitor presses, taps, focuses or types inside it.

/** How far outside the viewport a section starts hydrating. */
const NEAR_VIEWPORT = '25% 0px';
/** Listened for on the window, in the capture phase: React's own listeners on the root
 *  container come after, and stop the event on a section that is not hydrated yet. */
const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const watched = new Map<Element, () => void>();

const onTouch = (event: Event) => {
  const target = event.target instanceof Node ? event.target : null;
  if (!target) return;
  for (const [wrapper, open] of watched) if (wrapper.contains(target)) open();
};

const listen = (add: boolean) => {
  for (const type of TOUCH_EVENTS) {
    if (add) window.addEventListener(type, onTouch, { capture: true, passive: true });
    else window.removeEventListener(type, onTouch, { capture: true });
  }
};

/** Calls `open` once, when the section in `wrapper` should hydrate; returns the cleanup. */
export const watchSection = (wrapper: Element, open: () => void): (() => void) => {
  const boxes = [...wrapper.children];
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') {
    open();
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    watched.delete(wrapper);
    if (watched.size === 0) listen(false);
  };
  const openOnce = () => {
    stop();
    open();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) openOnce();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const box of boxes) observer.observe(box);
  if (watched.size === 0) listen(true);
  watched.set(wrapper, openOnce);
  return stop;
};
