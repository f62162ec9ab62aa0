// The history the shell routes with, able to hold a move back while a screen asks first
// (the admin kit's leave guard). React Router's own blocker needs its data router, about
// 16 KB of gzip JavaScript every visitor would download for a feature only staff use; this
// gives the declarative router the same behaviour: a link or navigate() is held before it
// happens, Back and Forward are undone at once and replayed on proceed (as the data router does).

import { createPath, parsePath, UNSAFE_createBrowserHistory, type Location, type NavigationType, type To } from 'react-router-dom';

export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** What a blocked move offers the screen that asked: go on, or stay. Same shape as React Router's. */
export type Blocker =
  | { state: 'unblocked'; reset: undefined; proceed: undefined; location: undefined }
  | { state: 'blocked'; reset(): void; proceed(): void; location: Location }
  | { state: 'proceeding'; reset: undefined; proceed: undefined; location: Location };

export const UNBLOCKED: Blocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

interface Registration {
  shouldBlock: BlockerFunction;
  report(blocker: Blocker): void;
}

export interface BlockableHistory extends History {
  /** Registers a screen's question; the returned function removes it. The latest registered asks. */
  block(registration: Registration): () => void;
}

const locationOf = (to: To, state: unknown): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...parsePath(typeof to === 'string' ? to : createPath(to)),
  state: state ?? null,
  key: 'blocked',
});

/** Wraps a React Router history (created with `v5Compat: true`, so pushes are reported too). */
export function blockableHistory(history: History): BlockableHistory {
  const listeners = new Set<(update: Update) => void>();
  const registrations: Registration[] = [];
  /** Pops caused by undoing a blocked Back or Forward: not news for the router. */
  let undoingPop = false;
  /** A replayed pop the visitor agreed to: let it through. */
  let letPopThrough = false;
  let current = history.location;

  const asking = () => registrations[registrations.length - 1];
  const blocks = (nextLocation: Location, historyAction: NavigationType) =>
    asking()?.shouldBlock({ currentLocation: current, nextLocation, historyAction }) === true;

  const hold = (location: Location, go: () => void) => {
    const registration = asking();
    const settle = (blocker: Blocker) => registration.report(blocker);
    settle({
      state: 'blocked',
      location,
      reset: () => settle(UNBLOCKED),
      proceed: () => {
        settle({ state: 'proceeding', location, reset: undefined, proceed: undefined });
        go();
        settle(UNBLOCKED);
      },
    });
  };

  history.listen((update) => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    if (update.action === 'POP' && !letPopThrough && update.delta != null && update.delta !== 0 && blocks(update.location, update.action)) {
      const delta = update.delta;
      undoingPop = true;
      history.go(-delta);
      hold(update.location, () => {
        letPopThrough = true;
        history.go(delta);
      });
      return;
    }
    letPopThrough = false;
    current = update.location;
    for (const listener of listeners) listener(update);
  });

  const move = (action: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const go = () => (action === 'PUSH' ? history.push(to, state) : history.replace(to, state));
    const next = locationOf(to, state);
    if (blocks(next, action as NavigationType)) hold(next, go);
    else go();
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => move('PUSH', to, state),
    replace: (to, state) => move('REPLACE', to, state),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(registration) {
      registrations.push(registration);
      return () => {
        const index = registrations.indexOf(registration);
        if (index >= 0) registrations.splice(index, 1);
      };
    },
  };
}

/** The browser's history, blockable: what the shell and a remote's standalone bootstrap route with. */
export const blockableBrowserHistory = (): BlockableHistory => blockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
