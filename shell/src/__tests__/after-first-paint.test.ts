import { afterFirstPaint } from '../after-first-paint';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for an animation frame and then a task, so the frame is painted before it resolves', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
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
