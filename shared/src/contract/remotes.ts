// The remotes of the site, described once in remotes.json (JSON, so webpack/ and the e2e
// tools read the same table without compiling TypeScript): federation name, folder, dev port,
// the label staff see, and the modules each exposes.

import table from './remotes.json';

export type RemoteName = keyof typeof table;

export interface RemoteDescription {
  name: RemoteName;
  /** The remote's folder at the top of the repository. */
  folder: string;
  /** Its port under `npm run dev`. */
  devPort: number;
  /** What staff call it (the live versions panel). */
  label: string;
  exposes: Readonly<Record<string, string>>;
}

export const REMOTES: readonly RemoteDescription[] = Object.entries(table).map(([name, remote]) => ({
  name: name as RemoteName,
  ...remote,
}));

export const REMOTE_NAMES = REMOTES.map((remote) => remote.name);
