// Where the release store lives: REMOTES_DIR, else `<DATA_DIR>/remotes`; browsers
// fetch it from REMOTES_PUBLIC_URL (a CDN) or from this server's /remotes.

import path from 'node:path';
import { ReleaseStore, DEFAULT_RETENTION } from './release-store';

type Env = Record<string, string | undefined>;

export const releaseStoreFromEnv = (env: Env = process.env, baseDir: string = process.cwd()): ReleaseStore => {
  const dataDir = path.resolve(baseDir, env.DATA_DIR?.trim() || '.data');
  const dir = env.REMOTES_DIR?.trim() ? path.resolve(baseDir, env.REMOTES_DIR.trim()) : path.join(dataDir, 'remotes');
  const retention = Number(env.REMOTES_RETENTION ?? DEFAULT_RETENTION);
  return new ReleaseStore(
    dir,
    env.REMOTES_PUBLIC_URL?.trim() || '/remotes',
    Number.isInteger(retention) && retention >= 2 ? retention : DEFAULT_RETENTION,
  );
};
