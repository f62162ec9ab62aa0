// A server-rendered page is complete before any script runs: the visitor should see it before
// the federation runtime and React start working. `afterFirstPaint` resolves once the browser
// reports the page's first contentful paint (the frame is on screen, not just committed), so the
// start-up work and the files it fetches come after the first paint instead of before it.

/** Longest wait for the paint report: a page with nothing to paint, or a browser that never says. */
export const FIRST_PAINT_WAIT_MS = 3000;

const painted = () =>
  typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length > 0;

/** Resolves after the first contentful paint; at once when the page is hidden (no frames are painted then). */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || painted()) {
      resolve();
      return;
    }
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint reports: a task after the next animation frame comes after that frame's paint.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
  });
