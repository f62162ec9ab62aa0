// The database as an app decorator: opened and migrated at start, closed with the app.

import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { ApiOptions } from '../config';
import { migrateToLatest, openDatabase, sqliteFile, type Engine } from '../db/connect';
import { startWalCheckpointer, type WalCheckpointer } from '../db/wal-checkpointer';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
    /** The PostgreSQL pool, for its figures; undefined on SQLite. */
    dbPool: Pool | undefined;
    /** The worker that checkpoints SQLite's write-ahead log off the event loop; undefined on PostgreSQL. */
    walCheckpointer: WalCheckpointer | undefined;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    const { db, engine, pool } = openDatabase(options);
    try {
      await migrateToLatest(db, engine);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    const walCheckpointer = engine === 'sqlite' ? await startWalCheckpointer(db, sqliteFile(options.dataDir)) : undefined;
    app.decorate('db', db);
    app.decorate('walCheckpointer', walCheckpointer);
    app.decorate('dbEngine', engine);
    app.decorate('dbPool', pool);
    // A database restart breaks idle connections: the pool drops them and the next query reconnects.
    // Without a listener the pool's error event would end the process.
    pool?.on('error', (error) => app.log.warn({ err: error }, 'an idle database connection failed'));
    app.addHook('onClose', async () => {
      // The worker's connection closes first: the last one to close checkpoints and removes the log.
      await walCheckpointer?.stop();
      await db.destroy();
    });
  },
  { name: 'db', fastify: '5.x' },
);
