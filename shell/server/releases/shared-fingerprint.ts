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

/** A build's record of its source files (this file's format; also `shell-sources.json`), or undefined when it has none. */
export const readSourceRecord = (file: string): SharedFingerprint | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SharedFingerprint) : undefined;

export const readSharedFingerprint = (dir: string): SharedFingerprint | undefined =>
  readSourceRecord(path.join(dir, SHARED_FINGERPRINT_FILE));

/** The files both records list with different contents, sorted; none when the fingerprints match. */
export const differingFiles = (a: SharedFingerprint, b: SharedFingerprint): string[] =>
  a.fingerprint === b.fingerprint
    ? []
    : Object.keys(a.files)
        .filter((file) => file in b.files && b.files[file] !== a.files[file])
        .sort();

/** A list of files for a message: the first few by name, the rest counted. */
export const nameFiles = (files: string[]): string => {
  const more = files.length > NAMED ? ` and ${files.length - NAMED} more` : '';
  return files.slice(0, NAMED).join(', ') + more;
};

/** The reasons the remote was built against another shared package than the shell's; empty when it was not. */
export const sharedDrift = (remoteName: string, remote: SharedFingerprint | undefined, shell: SharedFingerprint | undefined): string[] => {
  if (!shell) return [`the live shell's build does not record its shared package (${SHARED_FINGERPRINT_FILE}); rebuild the shell first`];
  if (!remote) return [`${remoteName}'s build does not record the shared package it was built against (${SHARED_FINGERPRINT_FILE})`];
  const differing = differingFiles(remote, shell);
  if (differing.length === 0) return [];
  return [
    `${remoteName} was built against a shared package that differs from the live shell's in ${nameFiles(differing.map((file) => `shared/src/${file}`))}; ` +
      "it would run on the shell's copy: release the shell with this shared package first, or build the remote from the shell's",
  ];
};
