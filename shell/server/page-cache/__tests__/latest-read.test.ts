import { latestRead } from '../latest-read';

/** A read whose answers the test hands out one at a time, counting when each began. */
const controlledRead = () => {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        started += 1;
        pending.push(resolve);
      }),
    answer(index: number, value: number) {
      pending[index](value);
    },
    get started() {
      return started;
    },
  };
};

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('latestRead', () => {
  it('lets the callers of one turn share one read, started after all of them asked', async () => {
    const source = controlledRead();
    const current = latestRead(source.read);
    const asked = [current(), current(), current()];
    expect(source.started).toBe(0);
    await turn();
    expect(source.started).toBe(1);
    source.answer(0, 7);
    await expect(Promise.all(asked)).resolves.toEqual([7, 7, 7]);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const source = controlledRead();
    const current = latestRead(source.read);
    const first = current();
    await turn();
    const second = current();
    await turn();
    expect(source.started).toBe(2); // the second caller's read began after it asked, beside the first
    source.answer(0, 1);
    source.answer(1, 2);
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
  });

  it('runs at most the given number of reads at once; the next starts when one ends', async () => {
    const source = controlledRead();
    const current = latestRead(source.read, 2);
    const answers = [current()];
    await turn();
    answers.push(current());
    await turn();
    answers.push(current(), current());
    await turn();
    expect(source.started).toBe(2);
    source.answer(0, 10);
    await expect(answers[0]).resolves.toBe(10);
    await turn();
    expect(source.started).toBe(3);
    source.answer(1, 20);
    source.answer(2, 30);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 30]);
  });

  it('gives a failed read to its callers only, and reads again for the next', async () => {
    let calls = 0;
    const current = latestRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    await expect(current()).rejects.toThrow('database away');
    await expect(current()).resolves.toBe(2);
  });

  it('turns a read that throws at once into its callers rejection', async () => {
    const current = latestRead<number>(() => {
      throw new Error('no connection');
    });
    await expect(current()).rejects.toThrow('no connection');
  });
});
