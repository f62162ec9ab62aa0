// GET/POST /plan, GET/PUT/DELETE /plan/:id — writes are JSON (product §7).
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const planRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.plan);
};

export default planRoutes;
