// After the run the server's data and the saved login go; Playwright's results (traces
// of failed tests, its last-run note) stay in the run's private folder.

import fs from 'node:fs';
import { runFolders } from './run-folders';

export default function globalTeardown() {
  const folders = runFolders();
  // A DATA_DIR given from outside belongs to whoever gave it.
  if (!process.env.E2E_DATA_DIR) fs.rmSync(folders.data, { recursive: true, force: true });
  fs.rmSync(folders.staffState, { force: true });
}
