import { yieldToMain } from '../yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('else waits for a new task', async () => {
    jest.useFakeTimers();
    let done = false;
    void yieldToMain().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.runAllTimers();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
