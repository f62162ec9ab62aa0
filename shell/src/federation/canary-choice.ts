// Loaded only when the registry names a canary (remote-registry.ts), so a visitor's first view never carries it.
// The releases this browser loads while a canary runs: the registry describes the live release and
// the canary of a remote; the browser's bucket (cookie `mf-bucket`, set by the page's server or here)
// picks one, as the site server picked it for the page it rendered.

import type { RemoteRelease } from '@agency/shared/contract';
import { bucketCookie, canaryChoiceOf, chosenReleases, hasCanary, newBucket } from '@agency/shared/contract/canary';

export const thisBrowsersReleases = <Name extends string>(
  registry: Partial<Record<Name, RemoteRelease>>,
): Partial<Record<Name, RemoteRelease>> => {
  if (!hasCanary(registry)) return registry;
  const choice = canaryChoiceOf(document.cookie);
  if (choice.bucket === undefined) {
    choice.bucket = newBucket();
    document.cookie = bucketCookie(choice.bucket);
  }
  return chosenReleases(registry, choice);
};
