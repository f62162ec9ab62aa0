// GET/POST /team, GET/PUT/DELETE /team/:id
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const teamRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.team);
};

export default teamRoutes;
