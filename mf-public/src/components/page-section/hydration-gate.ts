// A gate a deferred section waits behind while the page hydrates: shut, it suspends the
// section (React keeps the server's markup); opened, the section hydrates. Opening marks the
// promise fulfilled at once (the status fields React's `use` reads), so React can hydrate a
// section synchronously inside the very event (a tap, a click, a key) that opened it, and
// that event then reaches the section's handlers.

type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export interface HydrationGate {
  readonly promise: Promise<void>;
  isOpen(): boolean;
  open(): void;
}

const fulfil = (promise: TrackedPromise) => {
  promise.status = 'fulfilled';
  promise.value = undefined;
};

export const createGate = (): HydrationGate => {
  let release: () => void = () => undefined;
  const promise: TrackedPromise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    promise,
    isOpen: () => promise.status === 'fulfilled',
    open: () => {
      fulfil(promise);
      release();
    },
  };
};

const opened: TrackedPromise = Promise.resolve();
fulfil(opened);

export const OPEN_GATE: HydrationGate = { promise: opened, isOpen: () => true, open: () => undefined };
