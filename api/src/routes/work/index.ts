// GET/POST /work, GET/PUT/DELETE /work/:id
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const workRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.work);
};

export default workRoutes;
