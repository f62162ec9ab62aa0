// The database as an app decorator: opened and migrated at start, closed with the app.

import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ApiOptions } from '../config';
import { migrateToLatest, openDatabase, type Engine } from '../db/connect';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    const { db, engine } = openDatabase(options);
    try {
      await migrateToLatest(db, engine);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dbEngine', engine);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', fastify: '5.x' },
);
