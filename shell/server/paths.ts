// Where the built apps live. `SITE_DIST_ROOT` lets tests and releases point elsewhere.

import path from 'node:path';

export const REMOTE_NAMES = ['mf_public', 'mf_admin_content', 'mf_admin_people'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_public: 'mf-public',
  mf_admin_content: 'mf-admin-content',
  mf_admin_people: 'mf-admin-people',
};

export interface SitePaths {
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
}

/** The repository root, from `shell/server` (sources) or `shell/dist-server` (build). */
export const repoRoot = (): string => path.resolve(__dirname, '..', '..');

export const defaultSitePaths = (root: string = process.env.SITE_DIST_ROOT?.trim() || repoRoot()): SitePaths => ({
  shellDist: path.join(root, 'shell', 'dist'),
  remoteDist: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(root, REMOTE_FOLDERS[name], 'dist')])) as Record<
    RemoteName,
    string
  >,
});
