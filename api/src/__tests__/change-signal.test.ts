// The signal instances tell each other changes through, on PostgreSQL (LISTEN/NOTIFY): a signal
// hears the others from the moment it says it listens, and reports a change when it starts
// listening, since whatever was announced before then reached no one.

import { openChangeSignal, type ChangeSignal } from '../shared-state/change-signal';
import { migratedDatabase } from './helpers/test-app';

const postgres = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgres ? describe : describe.skip;

describeOnPostgres('a change signal on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  const opened: ChangeSignal[] = [];
  const channel = `test_signal_${process.pid}`;

  /** A signal on the test's channel that counts the changes it was told of; `nextChange` waits for one more. */
  const listener = () => {
    let changes = 0;
    const waiting: Array<() => void> = [];
    const signal = openChangeSignal({
      channel,
      databaseUrl: database.env.databaseUrl,
      db: database.open.db,
      onChange: () => {
        changes += 1;
        for (const resolve of waiting.splice(0)) resolve();
      },
    });
    opened.push(signal);
    return { signal, changes: () => changes, nextChange: () => new Promise<void>((resolve) => waiting.push(resolve)) };
  };

  beforeAll(async () => {
    database = await migratedDatabase();
  });
  afterAll(async () => {
    for (const signal of opened) await signal.close();
    await database?.close();
  });

  test('reports a change as it starts listening, so one announced while it connected is not lost', async () => {
    const { signal, changes } = listener();
    await signal.listening;
    expect(changes()).toBe(1);
  });

  test('once listening, hears what another instance announces', async () => {
    const { signal, changes, nextChange } = listener();
    const other = listener();
    await Promise.all([signal.listening, other.signal.listening]);
    const before = changes();
    const told = nextChange();
    await other.signal.announce();
    await told;
    expect(changes()).toBe(before + 1);
  });
});
