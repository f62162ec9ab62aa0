// A read that every caller may share, but only one that began after the caller asked. Callers
// asking during one turn of the event loop share a read started at the end of that turn (after
// every one of them asked); reads may overlap, up to `inFlight` at once, so a caller waits for
// about one read, not for the end of one already running and then another. Under load one read
// answers a whole turn's requests, and none is answered by a read older than itself.

interface Waiting<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

const waiting = <T>(): Waiting<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/** Two reads at once: a caller's read starts while the previous one still runs. */
export const READS_IN_FLIGHT = 2;

export const latestRead = <T>(read: () => Promise<T>, inFlight = READS_IN_FLIGHT): (() => Promise<T>) => {
  let running = 0;
  /** The read this turn's callers wait for, not started yet. */
  let next: Waiting<T> | undefined;
  const startNext = () => {
    if (!next || running >= inFlight) return;
    const callers = next;
    next = undefined;
    running += 1;
    const settle = () => {
      running -= 1;
      startNext();
    };
    // A read that throws at once rejects its callers too (the executor catches it).
    new Promise<T>((resolve) => resolve(read())).then(callers.resolve, callers.reject).then(settle, settle);
  };
  return () => {
    if (!next) {
      next = waiting<T>();
      setImmediate(startNext);
    }
    return next.promise;
  };
};
