// Writing a batch of beacon events lets the server answer other requests between its statements:
// on SQLite every statement runs synchronously, so a 500-event batch in one go held every waiting
// beacon and page for its whole length.

import type { ReceivedEvent } from '../insights/write-batch';
import { writeInsightBatch } from '../insights/write-batch';
import { turnsDuring } from './helpers/event-loop-turns';
import { migratedDatabase } from './helpers/test-app';

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** 500 events as the visitor script sends them: a view, then its five vitals, over many pages. */
const batchOf500 = (): ReceivedEvent[] => {
  const receivedAt = Date.now();
  const day = new Date(receivedAt).toISOString().slice(0, 10);
  const remotes = { mf_public: '1.0.0' };
  const events: ReceivedEvent[] = [];
  for (let visit = 0; events.length < 500; visit += 1) {
    const path = `/blog/post-${visit}`;
    events.push({
      event: { id: `turns-${visit}-view`, type: 'view', path, device: 'phone', remotes },
      receivedAt,
      day,
      visitor: `visitor-${visit}`,
      referrerHost: '',
      channel: 'direct',
    });
    for (const name of VITALS)
      events.push({ event: { id: `turns-${visit}-${name}`, type: 'vital', path, name, value: 1, remotes }, receivedAt, day });
  }
  return events.slice(0, 500);
};

test('a 500-event batch lets the event loop turn between its statements', async () => {
  const database = await migratedDatabase();
  try {
    const { result: written, turns } = await turnsDuring(() => writeInsightBatch(database.open.db, batchOf500()));
    expect(written).toBe(500);
    // Raw rows, visitors, rollups and version rollups: at least one turn before each statement.
    expect(turns).toBeGreaterThanOrEqual(10);
  } finally {
    await database.close();
  }
});
