// The router every page runs in: React Router's declarative router over a history that can
// hold a move while a screen asks first (blockable-history.ts). The shell mounts it with the
// browser's history; tests and a remote's standalone bootstrap with theirs.

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { UNBLOCKED, type BlockableHistory, type Blocker, type BlockerFunction } from './blockable-history';

const HistoryContext = createContext<BlockableHistory | null>(null);

export function PlatformRouter({ history, children }: { history: BlockableHistory; children: ReactNode }) {
  return (
    <HistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </HistoryContext.Provider>
  );
}

/** Holds moves away from the screen while `shouldBlock` says so (as React Router's useBlocker). */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const history = useContext(HistoryContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const ask = useRef(shouldBlock);
  ask.current = shouldBlock;
  useEffect(() => {
    if (!history) throw new Error('useBlocker needs the PlatformRouter');
    return history.block({
      shouldBlock: (args) => (typeof ask.current === 'function' ? ask.current(args) : ask.current),
      report: setBlocker,
    });
  }, [history]);
  return blocker;
}
