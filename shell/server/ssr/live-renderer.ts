// The renderer of the live public remote: `ssr/render.js` in its version folder, loaded
// once per version, so server-rendered markup always matches what the browser hydrates;
// none while it was built from another shell than the running one (renderer-drift.ts).

import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@agency/shared/contract';
import type { ReleaseStore } from '../releases/release-store';
import { SSR_RENDERER } from '../releases/federation-manifest';
import { readRendererSources, rendererDrift, type SourceRecord } from '../releases/renderer-drift';

export const PUBLIC_REMOTE = 'mf_public';

/** The module the public remote's build carries (shell/src/ssr/render.tsx). */
export interface PublicRenderer {
  render(request: {
    url: string;
    config: RuntimeConfig;
    apiOrigin: string;
    fetch?: typeof fetch;
    assetsBase: string;
  }): Promise<{ status: number; redirect?: string; head: string; html: string; state: Record<string, unknown>; pages: string[] }>;
}

export interface LiveRenderer {
  version: string;
  /** The version folder: its manifest names the stylesheet and scripts to announce. */
  dir: string;
  renderer: PublicRenderer;
}

/** The running shell's sources, and what to do once when a live renderer was built from others. */
export interface RunningShell {
  sources: SourceRecord | undefined;
  onDrift: (version: string, problems: string[]) => void;
}

const loaded = new Map<string, PublicRenderer>();
/** Whether a version folder's renderer was built from another shell: checked once per folder and shell. */
const drifted = new Map<string, boolean>();

const builtFromOtherShell = (dir: string, version: string, shell: RunningShell): boolean => {
  const key = `${dir}\n${shell.sources?.fingerprint ?? ''}`;
  let verdict = drifted.get(key);
  if (verdict === undefined) {
    const problems = rendererDrift(PUBLIC_REMOTE, readRendererSources(dir), shell.sources);
    verdict = problems.length > 0;
    drifted.set(key, verdict);
    if (verdict) shell.onDrift(version, problems);
  }
  return verdict;
};

/** The renderer of the public remote's live version, or of `version` (a canary this browser loads). */
export const liveRenderer = (releases: ReleaseStore, shell: RunningShell, chosen?: string): LiveRenderer | undefined => {
  const version = chosen ?? releases.read().remotes[PUBLIC_REMOTE]?.current;
  if (!version) return undefined;
  const dir = path.join(releases.dir, PUBLIC_REMOTE, version);
  const file = path.join(dir, SSR_RENDERER);
  if (builtFromOtherShell(dir, version, shell)) return undefined;
  let renderer = loaded.get(file);
  if (!renderer) {
    if (!fs.existsSync(file)) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer = require(file) as PublicRenderer;
    loaded.set(file, renderer);
  }
  return { version, dir, renderer };
};
