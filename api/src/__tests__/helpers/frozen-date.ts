// The wall clock held still for part of a test: only `Date` is faked, and timers, intervals and I/O run
// for real. A scheduler that compares entries' times with `new Date()` sees no time pass until the clock
// is let go, so an entry scheduled a few seconds ahead cannot come due, however slow a busy machine is,
// before the test has checked that it is not out yet. Let go, the clock is the real one again (the time
// spent meanwhile counts).

export const holdDate = (): { letGo(): void } => {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return { letGo: () => jest.useRealTimers() };
};
