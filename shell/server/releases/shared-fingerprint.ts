// The shared-package check of a release: a remote runs on the live shell's copy of the
// shared singletons, not on the copy it was built with, so each `shared/src` file both
// builds contain must be the same file. Each build records them in
// `shared-fingerprint.json` (webpack/shared-fingerprint-plugin.js). A file only the remote
// contains is its own copy (the admin kit the shell does not load) and runs as built.

import fs from 'node:fs';
import path from 'node:path';

export const SHARED_FINGERPRINT_FILE = 'shared-fingerprint.json';

export interface SharedFingerprint {
  /** One hash over every file below. */
  fingerprint: string;
  /** Path inside shared/src -> hash of its source. */
  files: Record<string, string>;
}

/** How many differing files a refusal names before it counts the rest. */
const NAMED = 5;

export const readSharedFingerprint = (dir: string): SharedFingerprint | undefined => {
  const file = path.join(dir, SHARED_FINGERPRINT_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SharedFingerprint) : undefined;
};

/** The reasons the remote was built against another shared package than the shell's; empty when it was not. */
export const sharedDrift = (remoteName: string, remote: SharedFingerprint | undefined, shell: SharedFingerprint | undefined): string[] => {
  if (!shell) return [`the live shell's build does not record its shared package (${SHARED_FINGERPRINT_FILE}); rebuild the shell first`];
  if (!remote) return [`${remoteName}'s build does not record the shared package it was built against (${SHARED_FINGERPRINT_FILE})`];
  if (remote.fingerprint === shell.fingerprint) return [];
  const differing = Object.keys(remote.files)
    .filter((file) => file in shell.files && shell.files[file] !== remote.files[file])
    .sort();
  if (differing.length === 0) return [];
  const named = differing.slice(0, NAMED).map((file) => `shared/src/${file}`);
  const more = differing.length > NAMED ? ` and ${differing.length - NAMED} more` : '';
  return [
    `${remoteName} was built against a shared package that differs from the live shell's in ${named.join(', ')}${more}; ` +
      "it would run on the shell's copy: release the shell with this shared package first, or build the remote from the shell's",
  ];
};
