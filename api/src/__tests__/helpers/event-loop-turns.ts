// How often the event loop turned while some work ran: on SQLite every statement runs synchronously, so a
// job that never yields turns it zero times, and every waiting request waits for the whole job.

/** Runs `work` and answers its result with the turns the event loop took meanwhile. */
export const turnsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> => {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
};
