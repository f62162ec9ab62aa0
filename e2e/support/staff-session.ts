// Specs that work in the admin: `test.use(staffSession)` starts every page signed in as staff.

import { runFolders } from './run-folders';

export const staffSession = { storageState: runFolders().staffState };
