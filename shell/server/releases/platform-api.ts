// The platform API check of a release: every export of a shared entry (`@agency/shared/*`)
// that the remote's code imports must be offered by the live shell's build. Each build
// lists its side in `platform-api.json` (webpack/platform-api-plugin.js): the shell what it
// offers, a remote what it needs, by the code that needs it (`own`, or the shared entry
// whose copy the remote carries). An entry the shell does not load (the admin kit) is the
// remotes' own: its copy runs in the remote, so what it imports from the shell's entries is
// checked like the remote's own code. A copy of an entry the shell does load never runs.

import fs from 'node:fs';
import path from 'node:path';

export const PLATFORM_API_FILE = 'platform-api.json';

export interface PlatformOffers {
  /** Entry -> its exports; `*` when the build could not list them. */
  offers: Record<string, string[]>;
}

export interface PlatformNeeds {
  /** Origin (`own` or a shared entry) -> entry -> the exports it imports (`*`: the whole namespace). */
  needs: Record<string, Record<string, string[]>>;
}

export const readPlatformApi = <T extends PlatformOffers | PlatformNeeds>(dir: string): T | undefined => {
  const file = path.join(dir, PLATFORM_API_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
};

/** The reasons the remote needs more of the platform API than the shell offers; empty when it does not. */
export const missingPlatformExports = (
  remoteName: string,
  remote: PlatformNeeds | undefined,
  shell: PlatformOffers | undefined,
): string[] => {
  if (!shell) return [`the live shell's build does not list its platform API (${PLATFORM_API_FILE}); rebuild the shell first`];
  if (!remote) return [`${remoteName}'s build does not list the platform API it uses (${PLATFORM_API_FILE})`];
  const problems = new Set<string>();
  for (const [origin, entries] of Object.entries(remote.needs)) {
    // Code of an entry the shell provides runs from the shell's copy, not the remote's.
    if (origin !== 'own' && shell.offers[origin]) continue;
    for (const [entry, names] of Object.entries(entries)) {
      const offered = shell.offers[entry];
      if (!offered || offered.includes('*')) continue;
      for (const name of names) {
        if (name !== '*' && !offered.includes(name))
          problems.add(`${remoteName} needs ${name} from ${entry}, which the live shell does not offer`);
      }
    }
  }
  return [...problems];
};
