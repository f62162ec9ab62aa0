// The browser's history for the shell's router; each navigation checks the remote registry
// first, so a release reaches open pages at their next navigation.

import { blockableBrowserHistory, type BlockableHistory } from '@agency/shared/router';
import { refreshRegistry } from './federation/remote-registry';

export function startRouter(): BlockableHistory {
  const history = blockableBrowserHistory();
  let lastPath = window.location.pathname;
  history.listen(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    void refreshRegistry();
  });
  return history;
}
