// Loads the visitor script once the page is idle (after the start-up), so the first view's bytes and
// timings come first; the web-vitals code follows on the visitor's first interaction only.

import { currentRegistry, versionOf } from '../federation/remote-registry';

/** The versions of the remotes this page has from the registry, `{ mf_public: '1.4.0' }`. */
const remoteVersions = (): Record<string, string> => {
  const versions: Record<string, string> = {};
  for (const [name, release] of Object.entries(currentRegistry())) {
    const version = versionOf(release);
    if (version) versions[name] = version;
  }
  return versions;
};

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);

export const startInsight = (): void => {
  whenIdle(() => {
    void import(/* webpackChunkName: "insight" */ './visitor-beacon').then(({ startVisitorBeacon }) =>
      startVisitorBeacon(remoteVersions, (path, remotes) => {
        void import(/* webpackChunkName: "insight-vitals" */ './vitals-reporter').then(({ reportVitals }) => reportVitals(path, remotes));
      }),
    );
  });
};
