// The private folders of one test run: the server's DATA_DIR, Playwright's results and
// the saved staff login. Made once in the main process and handed to the workers (and
// the teardown) through the environment, so nothing lands in a /tmp path other runs share.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUN_DIR_VARIABLE = 'AGENCY_E2E_RUN_DIR';

export interface RunFolders {
  root: string;
  data: string;
  results: string;
  staffState: string;
}

export const runFolders = (): RunFolders => {
  const root = (process.env[RUN_DIR_VARIABLE] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-run-')));
  return {
    root,
    data: process.env.E2E_DATA_DIR ?? path.join(root, 'data'),
    results: path.join(root, 'results'),
    staffState: path.join(root, 'staff-state.json'),
  };
};
