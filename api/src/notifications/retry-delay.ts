// Back-off between delivery attempts: exponential from `baseMs`, capped at `maxMs`,
// with "equal jitter" (half fixed, half random) so instances that failed together
// do not all retry in the same instant, and no retry comes sooner than half the step.

export const retryDelayMs = (attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number => {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
};
