// GET /healthz: up, and the database answers.

import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

export default healthRoutes;
