// The visitor script waits for the first view to be over: the visitor's first move or a quiet spell
// after the load event, never both, and nothing before either.

import { afterFirstView, QUIET_AFTER_LOAD_MS } from '../start-insight';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('waits for a quiet spell after the load event', () => {
  const run = jest.fn();
  afterFirstView(run);
  jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
});

it("starts at once on the visitor's first move, and only once", () => {
  const run = jest.fn();
  afterFirstView(run);
  window.dispatchEvent(new Event('scroll'));
  expect(run).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS);
  expect(run).toHaveBeenCalledTimes(1);
});
