// Started a few seconds after the page loaded (bootstrap.tsx), so the first view's bytes and timings are the
// page's alone; the web-vitals code follows on the visitor's first interaction only.

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

export const startInsight = (): void => {
  void import(/* webpackChunkName: "insight" */ './visitor-beacon').then(({ startVisitorBeacon }) =>
    startVisitorBeacon(remoteVersions, (path, remotes) => {
      void import(/* webpackChunkName: "insight-vitals" */ './vitals-reporter').then(({ reportVitals }) => reportVitals(path, remotes));
    }),
  );
};
