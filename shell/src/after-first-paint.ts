// A server-rendered page is complete before any script runs: the visitor should see it before
// the federation runtime and React start working. `afterFirstPaint` resolves once the browser
// has painted a frame (a task after the next animation frame), so the start-up work runs after
// the first paint instead of between the stylesheets arriving and the paint.

/** Resolves after the next painted frame; at once when the page is hidden (no frames are painted then). */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
