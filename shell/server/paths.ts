// Where the built apps live. `SITE_DIST_ROOT` lets tests and releases point elsewhere.

import path from 'node:path';
import { REMOTES, type RemoteName } from '@agency/shared/contract';

export interface SitePaths {
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
}

/** The repository root, from `shell/server` (sources) or `shell/dist-server` (build). */
export const repoRoot = (): string => path.resolve(__dirname, '..', '..');

export const defaultSitePaths = (root: string = process.env.SITE_DIST_ROOT?.trim() || repoRoot()): SitePaths => ({
  shellDist: path.join(root, 'shell', 'dist'),
  remoteDist: Object.fromEntries(REMOTES.map((remote) => [remote.name, path.join(root, remote.folder, 'dist')])) as Record<
    RemoteName,
    string
  >,
});
