// A read that every caller may share, but only one that began after the caller asked: while a
// read is under way, callers wait for the next one, which starts when it ends. Under load one
// read answers a whole batch of requests, and none is answered by a read older than itself.

export const latestRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = undefined;
    };
    current.then(settle, settle);
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const next = running.then(
      () => undefined,
      () => undefined,
    );
    queued = next.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
};
