// DATA_DIR belongs to this process and its user: taken under an exclusive lock before
// anything reads or writes it (data-dir/data-dir-lock.ts), and kept 0700, since it holds
// password hashes, secrets and visitors' messages (issue 17, findings 4 and 9).

import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { holdDatabaseAsServer } from '../data-dir/database-lock';
import { lockDataDir } from '../data-dir/data-dir-lock';

export const DATA_DIR_MODE = 0o700;

export default fp<ApiOptions>(
  async (app, options) => {
    const release = lockDataDir(options.dataDir);
    app.addHook('onClose', async () => release());
    // On PostgreSQL the data lives elsewhere: the server holds its schema too, so a restore sees it is live.
    if (options.databaseUrl) {
      const releaseDatabase = await holdDatabaseAsServer(options.databaseUrl).catch((error: unknown) => {
        release();
        throw error;
      });
      app.addHook('onClose', releaseDatabase);
    }
    try {
      fs.chmodSync(options.dataDir, DATA_DIR_MODE);
    } catch (error) {
      // A folder someone else owns (a mounted volume) keeps its mode: say so, and go on.
      app.log.warn({ err: error, dataDir: options.dataDir }, 'could not make DATA_DIR private (0700)');
    }
  },
  { name: 'data-dir', fastify: '5.x' },
);
