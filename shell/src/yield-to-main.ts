// Gives the browser a turn (input, paint) between two pieces of start-up work, so that no
// piece blocks the page for long: `scheduler.yield()` where the browser has it (the rest of
// the work keeps its place in line), else a new task.

interface YieldingScheduler {
  yield(): Promise<void>;
}

export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
