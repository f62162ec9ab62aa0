// What the API and the canary rule read of the release store: each remote's live version, its canary
// and the last canary ended without promotion (with why).

import type { WatchedRelease } from '@agency/shared/contract/insights';
import type { RegistryFile } from './release-store';

export const watchedReleasesOf = (registry: RegistryFile): WatchedRelease[] =>
  Object.entries(registry.remotes).map(([remote, releases]) => {
    const lastAborted = releases.aborted?.at(-1);
    return {
      remote,
      live: releases.current,
      ...(releases.canary ? { canary: { ...releases.canary } } : {}),
      ...(lastAborted ? { lastAborted } : {}),
    };
  });
