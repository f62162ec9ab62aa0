// Checks a remote's build against the shell before it may go live: every singleton it
// shares that the shell provides (React, the router, the store, the API slice...) must be
// satisfied by the shell's version, and the module the shell's routes load (`./pages`)
// must be exposed. Singletons the shell does not load (the admin kit) are the remotes' own.

import semver from 'semver';
import type { FederationManifest } from './federation-manifest';

export const REQUIRED_EXPOSES = ['./pages'];

/** The reasons the remote cannot run in this shell; empty when it can. */
export const incompatibilities = (remote: FederationManifest, shell: FederationManifest): string[] => {
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];

  for (const entry of remote.shared) {
    if (!entry.singleton) continue;
    const shellVersion = provided.get(entry.name);
    if (!shellVersion) continue;
    const wanted = entry.requiredVersion;
    if (wanted && !semver.satisfies(shellVersion, wanted, { includePrerelease: true })) {
      problems.push(`${remote.name} needs ${entry.name} ${wanted}, but the shell provides ${shellVersion}`);
    }
  }

  const exposed = new Set(remote.exposes.map((expose) => expose.path));
  for (const needed of REQUIRED_EXPOSES) {
    if (!exposed.has(needed)) problems.push(`${remote.name} does not expose ${needed}, which the shell's routes load`);
  }
  return problems;
};
