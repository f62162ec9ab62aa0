import { AsyncLocalStorage } from 'node:async_hooks';
import { createRenderScope } from '../render-scope';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createRenderScope', () => {
  it('gives each of two overlapping renders its own context, across awaits', async () => {
    const scope = createRenderScope<string>();
    const seen: Array<string | undefined> = [];
    let finishFirst!: () => void;
    const first = scope.run('first', async () => {
      await new Promise<void>((resolve) => (finishFirst = resolve));
      seen.push(scope.current());
    });
    const second = scope.run('second', async () => {
      await tick();
      seen.push(scope.current());
      finishFirst();
      await first;
      await tick();
      seen.push(scope.current());
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(['second', 'first', 'second']);
    expect(scope.current()).toBeUndefined();
  });

  it('turns the storage off only when the last render is out, and on again for the next', async () => {
    const storage = new AsyncLocalStorage<string>();
    const disable = jest.spyOn(storage, 'disable');
    const scope = createRenderScope(storage);
    let finishLong!: () => void;
    const long = scope.run('long', () => new Promise<void>((resolve) => (finishLong = resolve)));
    await scope.run('short', async () => {
      await tick();
    });
    // The long render is still running: its context must stay reachable.
    expect(disable).not.toHaveBeenCalled();
    finishLong();
    await long;
    expect(disable).toHaveBeenCalledTimes(1);

    const next = scope.run('next', async () => {
      await tick();
      return scope.current();
    });
    await expect(next).resolves.toBe('next');
    expect(disable).toHaveBeenCalledTimes(2);
  });

  it('turns the storage off after a render that failed', async () => {
    const storage = new AsyncLocalStorage<string>();
    const disable = jest.spyOn(storage, 'disable');
    const scope = createRenderScope(storage);
    await expect(scope.run('broken', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(disable).toHaveBeenCalledTimes(1);
  });
});
