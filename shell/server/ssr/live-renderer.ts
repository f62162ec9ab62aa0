// The renderer of the live public remote: `ssr/render.js` in its version folder, loaded
// once per version, so server-rendered markup always matches what the browser hydrates.

import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@agency/shared/contract';
import type { ReleaseStore } from '../releases/release-store';
import { SSR_RENDERER } from '../releases/federation-manifest';

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

const loaded = new Map<string, PublicRenderer>();

export const liveRenderer = (releases: ReleaseStore): LiveRenderer | undefined => {
  const version = releases.read().remotes[PUBLIC_REMOTE]?.current;
  if (!version) return undefined;
  const dir = path.join(releases.dir, PUBLIC_REMOTE, version);
  const file = path.join(dir, SSR_RENDERER);
  let renderer = loaded.get(file);
  if (!renderer) {
    if (!fs.existsSync(file)) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer = require(file) as PublicRenderer;
    loaded.set(file, renderer);
  }
  return { version, dir, renderer };
};
