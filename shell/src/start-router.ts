// The browser's history for the shell's router; each navigation checks the remote registry
// first, so a release reaches open pages at their next navigation.

import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { blockableHistory, type BlockableHistory } from '@agency/shared/router';
import { refreshRegistry } from './federation/remote-registry';

export function startRouter(): BlockableHistory {
  // v5Compat: the history reports pushes as well as Back and Forward, as the router needs.
  const history = blockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  let lastPath = window.location.pathname;
  history.listen(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    void refreshRegistry();
  });
  return history;
}
