// A batch's rows are written in statements of STATEMENT_ROWS, in key order (two instances'
// transactions then lock shared rows alike: no deadlock), letting the event loop run before each:
// better-sqlite3 runs a statement synchronously, so a 500-event batch written in one go held every
// waiting beacon and page request for its whole length (60-300 ms on the shared bench machine).

export const STATEMENT_ROWS = 100;

export const letOthersRun = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function* inStatements<T>(rows: readonly T[]): AsyncGenerator<T[]> {
  for (let at = 0; at < rows.length; at += STATEMENT_ROWS) {
    await letOthersRun();
    yield rows.slice(at, at + STATEMENT_ROWS);
  }
}

/** A map's values in the order of their keys. */
export const inKeyOrder = <V>(map: Map<string, V>): V[] =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
