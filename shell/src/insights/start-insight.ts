// Loads the visitor script after the first view: on the visitor's first move (a scroll, a tap, a key,
// leaving the tab) or a few seconds after the page loaded, whichever comes first, so the first view's
// bytes and timings are the page's alone; the web-vitals code follows on the first interaction only.

import { currentRegistry, versionOf } from '../federation/remote-registry';

/** A page left alone this long after its load event is done with its first view. */
export const QUIET_AFTER_LOAD_MS = 5000;

const FIRST_MOVES = ['scroll', 'pointerdown', 'keydown'] as const;

/** The versions of the remotes this page has from the registry, `{ mf_public: '1.4.0' }`. */
const remoteVersions = (): Record<string, string> => {
  const versions: Record<string, string> = {};
  for (const [name, release] of Object.entries(currentRegistry())) {
    const version = versionOf(release);
    if (version) versions[name] = version;
  }
  return versions;
};

/** Runs `run` once: on the first move of the visitor, on leaving the tab, or QUIET_AFTER_LOAD_MS after load. */
export const afterFirstView = (run: () => void): void => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const event of FIRST_MOVES) window.removeEventListener(event, once, true);
    document.removeEventListener('visibilitychange', once);
    run();
  };
  for (const event of FIRST_MOVES) window.addEventListener(event, once, { capture: true, passive: true });
  document.addEventListener('visibilitychange', once);
  const later = () => setTimeout(once, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

export const startInsight = (): void => {
  afterFirstView(() => {
    void import(/* webpackChunkName: "insight" */ './visitor-beacon').then(({ startVisitorBeacon }) =>
      startVisitorBeacon(remoteVersions, (path, remotes) => {
        void import(/* webpackChunkName: "insight-vitals" */ './vitals-reporter').then(({ reportVitals }) => reportVitals(path, remotes));
      }),
    );
  });
};
