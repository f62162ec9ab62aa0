import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from '../after-first-paint';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

/** A PerformanceObserver stand-in whose paint report the test sends. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(readonly report: () => void) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

describe('afterFirstPaint', () => {
  let paintEntries: PerformanceEntry[] = [];
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    paintEntries = [];
    // jsdom keeps no performance entries: the test holds the browser's list.
    Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: () => paintEntries });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  it('waits for the browser to report the first contentful paint', async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    paintEntries = [{ name: 'first-contentful-paint' } as PerformanceEntry];
    FakePaintObserver.last?.report();
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.last?.disconnected).toBe(true);
  });

  it('does not wait for a paint that was already reported, nor for longer than its limit', async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    const never = afterFirstPaint();
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(await settled(never)).toBe(true);
    paintEntries = [{ name: 'first-contentful-paint' } as PerformanceEntry];
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('without paint reports, waits for an animation frame and then a task', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    frames[0](0);
    expect(await settled(painted)).toBe(false);
    jest.runAllTimers();
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once in a hidden tab, where no frame is painted', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
