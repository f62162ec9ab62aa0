// The request a server render belongs to, for code deep in the render (the API slice's base
// query, the runtime configuration) that cannot be handed it. An AsyncLocalStorage, once run,
// makes Node (20, 22) track every promise and callback of the whole process for as long as it
// stays enabled: about 5 % of the event loop on pages answered from the page cache, and on every
// beacon. Renders are rare beside those, so the storage is enabled only while one runs.

import { AsyncLocalStorage } from 'node:async_hooks';

export interface RenderScope<T> {
  /** Runs `work` with `context` as the current one; overlapping runs each keep their own. */
  run<R>(context: T, work: () => Promise<R>): Promise<R>;
  /** The context of the render the caller belongs to, if any. */
  current(): T | undefined;
}

export const createRenderScope = <T>(storage = new AsyncLocalStorage<T>()): RenderScope<T> => {
  let running = 0;
  return {
    async run(context, work) {
      running += 1;
      try {
        return await storage.run(context, work);
      } finally {
        running -= 1;
        // The last render out turns the tracking off; the next run turns it on again.
        if (running === 0) storage.disable();
      }
    },
    current: () => storage.getStore(),
  };
};
