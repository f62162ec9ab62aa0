// On start, the builds in each remote's `dist/` (what `npm start` just built) go live
// unless the store has seen them before: a release or rollback made since is kept.

import fs from 'node:fs';
import path from 'node:path';
import { buildVersion, MANIFEST_FILE } from './federation-manifest';
import type { ReleaseStore } from './release-store';

export const publishLocalBuilds = (store: ReleaseStore, remoteDist: Record<string, string>): string[] => {
  const published: string[] = [];
  for (const [remote, dir] of Object.entries(remoteDist)) {
    if (!fs.existsSync(path.join(dir, MANIFEST_FILE))) continue;
    const live = store.read().remotes[remote];
    if (live && store.hasVersion(remote, buildVersion(dir))) continue;
    published.push(`${remote}@${store.publish(remote, dir)}`);
  }
  return published;
};
