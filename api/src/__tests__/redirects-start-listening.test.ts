// An instance has started only once it listens for the other instances' redirect rule changes
// (plugins/redirects.ts): a rule another instance saves from then on reaches it. The listener is
// held back here, so the start is seen waiting for it on either engine.

import { openChangeSignal, type ChangeSignal } from '../shared-state/change-signal';
import { buildApp } from '../app';
import { eventually } from './helpers/smtp-sink';
import { createTestEnvironment, testOptions } from './helpers/test-app';

jest.mock('../shared-state/change-signal', () => ({
  ...jest.requireActual<typeof import('../shared-state/change-signal')>('../shared-state/change-signal'),
  openChangeSignal: jest.fn(),
}));

test("an app's start waits until it listens for the other instances' redirect rule changes", async () => {
  let listen!: () => void;
  const signal: ChangeSignal = {
    announce: async () => undefined,
    listening: new Promise<void>((resolve) => {
      listen = resolve;
    }),
    close: async () => undefined,
  };
  jest.mocked(openChangeSignal).mockReturnValue(signal);
  const env = await createTestEnvironment({ migrated: true });
  const app = await buildApp(testOptions(env, { seed: false }));
  try {
    let started = false;
    const ready = app.ready().then(() => {
      started = true;
    });
    // The start reaches the listener however long the steps before it take on a busy machine (a fixed second
    // was not always enough to get there)...
    await eventually(() => jest.mocked(openChangeSignal).mock.calls.length > 0, 30_000, 'the listener opened');
    // ...then every other step of the start has a second to end; the listener is still on its way.
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    expect(jest.mocked(openChangeSignal)).toHaveBeenCalledTimes(1);
    expect(started).toBe(false);
    listen();
    await ready;
    expect(started).toBe(true);
  } finally {
    await app.close();
    await env.dispose();
  }
});
