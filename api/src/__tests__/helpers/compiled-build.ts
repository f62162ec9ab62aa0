// Tests that run the real server processes (crash, shutdown, backup) need the compiled code `npm start` runs:
// the shared contract, the API and the site server, compiled by webpack/server-code.js as the production build
// compiles them, and only when the sources changed since (under `npm test` the build has just done it).

import { createRequire } from 'node:module';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

const serverCode = createRequire(__filename)(path.join(REPO_ROOT, 'webpack', 'server-code.js')) as {
  ensureServerCode: (options?: { force?: boolean }) => boolean;
};

/** Makes sure shared/dist, api/dist and shell/dist-server match the sources. */
export const ensureCompiledServers = (): void => {
  serverCode.ensureServerCode();
};
