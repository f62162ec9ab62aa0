// Whether the public remote's server renderer may render beside this shell. The renderer is
// built into each release of the public remote from the shell's route tree and frames
// (shell/src) and the shared package; the browser routes with the running shell's build. Each
// build records those sources (`shell-sources.json`, webpack/shared-fingerprint-plugin.js):
// when a file both contain differs (the shell was released with a route or frame change, the
// remote was not), the renderer would serve markup of routes the browser no longer has, so the
// page is left to the browser instead and the release check refuses such a remote. The admin
// frame and what only it loads do not count: the renderer contains them (the route tree's lazy
// admin routes) but never runs them, as admin and preview pages are left to the browser.

import path from 'node:path';
import { differingFiles, nameFiles, readSourceRecord, type SharedFingerprint } from './shared-fingerprint';

export const SHELL_SOURCES_FILE = 'shell-sources.json';

export type SourceRecord = SharedFingerprint;

/** Sources the renderer contains but never runs (admin and preview pages are rendered in the browser only). */
const ADMIN_ONLY_SOURCES = ['shell/src/admin/', 'shared/src/admin/', 'shared/src/staff-api/'];

const publicSources = (record: SourceRecord): SourceRecord => ({
  fingerprint: record.fingerprint,
  files: Object.fromEntries(Object.entries(record.files).filter(([file]) => !ADMIN_ONLY_SOURCES.some((folder) => file.startsWith(folder)))),
});

/** The shell's browser build's record (in its dist folder). */
export const readShellSources = (shellDist: string): SourceRecord | undefined => readSourceRecord(path.join(shellDist, SHELL_SOURCES_FILE));

/** The renderer's record, beside it in a public remote's version folder (`ssr/`). */
export const readRendererSources = (remoteDir: string): SourceRecord | undefined =>
  readSourceRecord(path.join(remoteDir, 'ssr', SHELL_SOURCES_FILE));

/** Why this renderer must not render beside this shell; empty when it may. */
export const rendererDrift = (remoteName: string, renderer: SourceRecord | undefined, shell: SourceRecord | undefined): string[] => {
  // Neither build records its sources (stand-ins in tests): nothing to compare.
  if (!renderer && !shell) return [];
  if (!shell) return [`the live shell's build does not record its sources (${SHELL_SOURCES_FILE}); rebuild the shell first`];
  if (!renderer) return [`${remoteName}'s server renderer does not record the shell it was built from (ssr/${SHELL_SOURCES_FILE})`];
  const differing = differingFiles(publicSources(renderer), publicSources(shell));
  if (differing.length === 0) return [];
  return [
    `${remoteName}'s server renderer was built from a shell that differs from the live one in ${nameFiles(differing)}; ` +
      "it would render routes the browser no longer has: build the remote from the live shell's sources",
  ];
};
